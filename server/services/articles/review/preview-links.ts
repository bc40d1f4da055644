// Links that show an unpublished article, or an older revision of it, on its real page. A token is
// signed (HMAC with the site's secret) and carries the article, its end and either the share link's
// row or, for the editor's own preview, the editor's session — so a forged or expired token is refused
// without a query, a share link once its row is revoked or its maker is in the trash, and a preview
// once the editor's session has ended. Moving an article or a writer to the trash revokes their share
// links for good: a restore brings the article or the writer back, not the links sent out before.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { PreviewLink, ShareLink } from '../../../../contract/preview.ts';
import { DAY_MS } from '../../../../contract/time.ts';
import { writers } from '../../../db/schema/accounts.ts';
import { articleShareLinks } from '../../../db/schema/editorial.ts';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import { getSessionWriter } from '../../writers/get-live-writer.ts';
import { authorRef, type WriterRow } from '../../writers/writer-json.ts';
import { loadManageableArticle } from '../manage/article-access.ts';
import { getRevision } from '../manage/revisions.ts';

/** The editor's own preview: long enough to read and show a colleague, short enough to not linger. */
const EDITOR_PREVIEW_MS = 60 * 60 * 1000;

/** `by` and `sv`: the editor and the session version of an editor's preview (not on share links). */
type Claims = { article: number; expires: number; link?: number; revision?: number; by?: number; sv?: number };

function sign(secret: string, payload: string): string {
  return createHmac('sha256', `${secret}:article-preview`).update(payload).digest('base64url');
}

function tokenFor(secret: string, claims: Claims): string {
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

function previewUrl(deps: Pick<Deps, 'config'>, claims: Claims): string {
  return `${deps.config.siteUrl}/articles/preview?token=${tokenFor(deps.config.jwtSecret, claims)}`;
}

/** The claims of a token this site signed, or null for anything else. */
function readToken(secret: string, token: string): Claims | null {
  const [payload, signature] = token.split('.');
  if (!payload || !signature) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Claims;
    const madeBy = claims.link !== undefined || (Number.isInteger(claims.by) && Number.isInteger(claims.sv));
    return Number.isInteger(claims.article) && Number.isFinite(claims.expires) && madeBy ? claims : null;
  } catch {
    return null;
  }
}

/** The editor's look at the saved article, or at one of its revisions. */
export async function createEditorPreview(
  deps: Pick<Deps, 'db' | 'config'>,
  input: { writer: WriterRow; articleId: number; revisionId?: number },
): Promise<PreviewLink> {
  const { revisionId } = input;
  if (revisionId === undefined) await loadManageableArticle(deps, input.writer, input.articleId);
  else await getRevision(deps, { ...input, revisionId });
  const expires = Date.now() + EDITOR_PREVIEW_MS;
  const claims = {
    article: input.articleId,
    expires,
    by: input.writer.id,
    sv: input.writer.sessionVersion,
    ...(revisionId !== undefined && { revision: revisionId }),
  };
  return { url: previewUrl(deps, claims), expires_at: new Date(expires).toISOString() };
}

export type PreviewAccess = { articleId: number; revisionId: number | null; expiresAt: Date; shared: boolean };

/** What a preview token opens; a 404 for a token that is forged, expired, revoked or of a deleted article. */
export async function openPreview(deps: Pick<Deps, 'db' | 'config'>, token: string): Promise<PreviewAccess> {
  const gone = AppError.notFound('このプレビューのリンクは期限が切れたか、取り消されています');
  const claims = readToken(deps.config.jwtSecret, token);
  if (!claims || claims.expires <= Date.now()) throw gone;
  if (claims.link !== undefined) {
    // Its maker must still be a writer: links from before revocation on trash, or of a deleted account.
    const [link] = await deps.db
      .select({ id: articleShareLinks.id })
      .from(articleShareLinks)
      .innerJoin(writers, and(eq(writers.id, articleShareLinks.writerId), isNull(writers.deletedAt)))
      .where(
        and(
          eq(articleShareLinks.id, claims.link),
          eq(articleShareLinks.articleId, claims.article),
          isNull(articleShareLinks.revokedAt),
        ),
      );
    if (!link) throw gone;
  } else if (!(await getSessionWriter(deps, { writerId: claims.by ?? 0, sessionVersion: claims.sv ?? 0 }))) {
    throw gone;
  }
  return {
    articleId: claims.article,
    revisionId: claims.revision ?? null,
    expiresAt: new Date(claims.expires),
    shared: claims.link !== undefined,
  };
}

export async function listShareLinks(
  deps: Pick<Deps, 'db' | 'config'>,
  input: { writer: WriterRow; articleId: number },
): Promise<ShareLink[]> {
  await loadManageableArticle(deps, input.writer, input.articleId);
  const rows = await shareLinkRows(deps).where(eq(articleShareLinks.articleId, input.articleId));
  return rows.map((row) => toShareLinkJson(deps, row));
}

export async function createShareLink(
  deps: Pick<Deps, 'db' | 'config'>,
  input: { writer: WriterRow; articleId: number; days?: number },
): Promise<ShareLink> {
  await loadManageableArticle(deps, input.writer, input.articleId);
  const expiresAt = new Date(Date.now() + (input.days ?? deps.config.shareLinkDays) * DAY_MS);
  const [row] = await deps.db
    .insert(articleShareLinks)
    .values({ articleId: input.articleId, writerId: input.writer.id, expiresAt })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return toShareLinkJson(deps, { ...row, writerName: input.writer.name });
}

/**
 * Revokes every live share link of an article, or made by a writer, when it goes to the trash; inside
 * the trash's transaction, so the two never part.
 */
export async function revokeShareLinks(deps: Pick<Deps, 'db'>, of: { articleId: number } | { writerId: number }) {
  const scope =
    'articleId' in of ? eq(articleShareLinks.articleId, of.articleId) : eq(articleShareLinks.writerId, of.writerId);
  await deps.db
    .update(articleShareLinks)
    .set({ revokedAt: new Date() })
    .where(and(scope, isNull(articleShareLinks.revokedAt)));
}

/** Revoking twice is harmless: the first time stays the revocation's time. */
export async function revokeShareLink(
  deps: Pick<Deps, 'db' | 'config'>,
  input: { writer: WriterRow; articleId: number; linkId: number },
): Promise<ShareLink> {
  await loadManageableArticle(deps, input.writer, input.articleId);
  const mine = and(eq(articleShareLinks.id, input.linkId), eq(articleShareLinks.articleId, input.articleId));
  await deps.db
    .update(articleShareLinks)
    .set({ revokedAt: new Date() })
    .where(and(mine, isNull(articleShareLinks.revokedAt)));
  const [row] = await shareLinkRows(deps).where(mine);
  if (!row) throw AppError.notFound('共有リンクが見つかりませんでした');
  return toShareLinkJson(deps, row);
}

function shareLinkRows(deps: Pick<Deps, 'db'>) {
  return deps.db
    .select({
      id: articleShareLinks.id,
      articleId: articleShareLinks.articleId,
      writerId: articleShareLinks.writerId,
      writerName: writers.name,
      expiresAt: articleShareLinks.expiresAt,
      revokedAt: articleShareLinks.revokedAt,
      createdAt: articleShareLinks.createdAt,
    })
    .from(articleShareLinks)
    .leftJoin(writers, eq(writers.id, articleShareLinks.writerId))
    .orderBy(desc(articleShareLinks.id))
    .$dynamic();
}

function toShareLinkJson(
  deps: Pick<Deps, 'config'>,
  row: {
    id: number;
    articleId: number;
    writerId: number | null;
    writerName: string | null;
    expiresAt: Date;
    revokedAt: Date | null;
    createdAt: Date;
  },
): ShareLink {
  return {
    id: row.id,
    url: previewUrl(deps, { article: row.articleId, expires: row.expiresAt.getTime(), link: row.id }),
    expires_at: row.expiresAt.toISOString(),
    revoked_at: row.revokedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    writer: authorRef(row.writerId, row.writerName),
  };
}

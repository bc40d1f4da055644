// An article's revisions: the history, one in full, one as its page would show it, and bringing one
// back (kept by record-revision.ts).
import { and, desc, eq, inArray } from 'drizzle-orm';
import { hasAffiliateLinks } from '../../../../contract/article-body/document-facts.ts';
import type { Article } from '../../../../contract/articles.ts';
import { safeUrlOrNull } from '../../../../contract/common.ts';
import type { Revision, RevisionSummary } from '../../../../contract/revisions.ts';
import { writers } from '../../../db/schema/accounts.ts';
import { tags } from '../../../db/schema/content.ts';
import { articleRevisions, type RevisionFields } from '../../../db/schema/editorial.ts';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import { storedBodyHtml } from '../../article-body/render-body.ts';
import { authorRef, type WriterRow } from '../../writers/writer-json.ts';
import { categoryRef } from '../article-json.ts';
import { loadManageableArticle } from './article-access.ts';
import { liveArticleRefs } from './check-article-refs.ts';
import { updateArticle } from './save-article.ts';

const summaryColumns = {
  id: articleRevisions.id,
  kind: articleRevisions.kind,
  createdAt: articleRevisions.createdAt,
  writerId: writers.id,
  writerName: writers.name,
  title: articleRevisions.title,
  fields: articleRevisions.fields,
  approved: articleRevisions.approved,
};
type SummaryRow = {
  id: number;
  kind: RevisionSummary['kind'];
  createdAt: Date;
  writerId: number | null;
  writerName: string | null;
  title: string;
  fields: RevisionFields;
  approved: boolean;
};

function summaryJson(row: SummaryRow): RevisionSummary {
  return {
    id: row.id,
    kind: row.kind,
    created_at: row.createdAt.toISOString(),
    writer: authorRef(row.writerId, row.writerName),
    title: row.title,
    status: row.fields.status,
    published_at: row.fields.published_at,
    approved: row.approved,
  };
}

/** The article's revisions, newest first; to its writer and admins, as the article itself. */
export async function listRevisions(
  deps: Pick<Deps, 'db'>,
  input: { writer: WriterRow; articleId: number },
): Promise<RevisionSummary[]> {
  await loadManageableArticle(deps, input.writer, input.articleId);
  const rows = await deps.db
    .select(summaryColumns)
    .from(articleRevisions)
    .leftJoin(writers, eq(writers.id, articleRevisions.writerId))
    .where(eq(articleRevisions.articleId, input.articleId))
    .orderBy(desc(articleRevisions.id));
  return rows.map(summaryJson);
}

export async function getRevision(
  deps: Pick<Deps, 'db' | 'config'>,
  input: { writer: WriterRow; articleId: number; revisionId: number },
): Promise<Revision> {
  await loadManageableArticle(deps, input.writer, input.articleId);
  const row = await revisionRow(deps, input.articleId, input.revisionId);
  const { status: _status, published_at: _publishedAt, ...fields } = row.fields;
  return {
    ...summaryJson(row),
    lead: row.lead,
    body_html: storedBodyHtml({ json: row.bodyJson, html: row.bodyHtml }, deps.config),
    body_json: row.bodyJson ?? null,
    ...fields,
  };
}

async function revisionRow(deps: Pick<Deps, 'db'>, articleId: number, revisionId: number) {
  const [row] = await deps.db
    .select({
      ...summaryColumns,
      lead: articleRevisions.lead,
      bodyHtml: articleRevisions.bodyHtml,
      bodyJson: articleRevisions.bodyJson,
    })
    .from(articleRevisions)
    .leftJoin(writers, eq(writers.id, articleRevisions.writerId))
    .where(and(eq(articleRevisions.id, revisionId), eq(articleRevisions.articleId, articleId)));
  if (!row) throw AppError.notFound('版が見つかりませんでした');
  return row;
}

/**
 * The article as a revision had it, for a preview: the revision's content (what a restore brings
 * back, a since-removed category or tag left out alike) on the article as it is now — its writer,
 * whether and when it is out.
 */
export async function articleAsOfRevision(
  deps: Pick<Deps, 'db' | 'config'>,
  article: Article,
  revisionId: number,
): Promise<{ article: Article; savedAt: string }> {
  const row = await revisionRow(deps, article.id, revisionId);
  const f = row.fields;
  const live = await liveArticleRefs(deps, { categoryId: f.category_id, tagIds: f.tag_ids });
  const [category, tagList] = await Promise.all([
    live.categoryId ? categoryRef(deps, live.categoryId) : null,
    live.tagIds.length
      ? deps.db
          .select({ id: tags.id, title: tags.title, slug: tags.slug })
          .from(tags)
          .where(inArray(tags.id, live.tagIds))
          .orderBy(tags.order, tags.id)
      : [],
  ]);
  return {
    savedAt: row.createdAt.toISOString(),
    article: {
      ...article,
      title: row.title,
      lead: row.lead,
      body_html: storedBodyHtml({ json: row.bodyJson, html: row.bodyHtml }, deps.config),
      has_affiliate_links: hasAffiliateLinks(row.bodyJson),
      thumbnail_url: safeUrlOrNull(f.thumbnail_url),
      category,
      tags: tagList,
      is_pr: f.is_pr,
      sponsor: f.sponsor,
      meta_title: f.meta_title ?? null,
      meta_description: f.meta_description ?? null,
      og_image_url: f.og_image_url ?? null,
      canonical_url: f.canonical_url ?? null,
      noindex: f.noindex ?? false,
    },
  };
}

/**
 * Brings an older revision's content back as a new save, under the save's rules (edit lock, stale
 * copy). Content only: title, lead, body, thumbnail, category, tags, PR and the search and social
 * settings. Whether and when the article is out stays as it is now, and so does the admin's
 * highlight; a category or tag since removed is left out.
 */
export async function restoreRevision(
  deps: Pick<Deps, 'db' | 'config' | 'mailer'>,
  input: { writer: WriterRow; articleId: number; revisionId: number; updatedAt?: string },
) {
  const revision = await getRevision(deps, input);
  const live = await liveArticleRefs(deps, { categoryId: revision.category_id, tagIds: revision.tag_ids });
  return updateArticle(deps, {
    writer: input.writer,
    revisionKind: 'restore',
    body: {
      id: input.articleId,
      updated_at: input.updatedAt,
      title: revision.title,
      lead: revision.lead,
      body_html: revision.body_html,
      body_json: (revision.body_json ?? null) as never,
      thumbnail_url: revision.thumbnail_url,
      ...(live.categoryId && { category_id: live.categoryId }),
      tag_ids: live.tagIds,
      is_pr: revision.is_pr,
      sponsor: revision.sponsor,
      meta_title: revision.meta_title,
      meta_description: revision.meta_description,
      og_image_url: revision.og_image_url,
      canonical_url: revision.canonical_url,
      noindex: revision.noindex,
    },
  });
}

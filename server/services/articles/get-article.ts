// One article in full. The public sees it only while it is public; its writer and admins always do.
import { and, eq } from 'drizzle-orm';
import { hasAffiliateLinks } from '../../../contract/article-body/document-facts.ts';
import type { Article } from '../../../contract/articles.ts';
import { articles } from '../../db/schema/content.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import type { WriterRow } from '../writers/writer-json.ts';
import { toArticleCards } from './article-json.ts';
import { lockHolder } from './lock-holder.ts';
import { isPublic } from './public-filter.ts';

export async function getArticle(
  deps: Pick<Deps, 'db'>,
  /** `preview`: opened through a preview link (preview-links.ts), so shown unless in the trash. */
  input: { id: number; viewer?: WriterRow | null; preview?: boolean },
): Promise<Article> {
  const [row] = await deps.db.select().from(articles).where(eq(articles.id, input.id));
  const [visible] = row
    ? await deps.db
        .select({ id: articles.id })
        .from(articles)
        .where(and(eq(articles.id, row.id), isPublic()))
    : [];
  const mayManage = Boolean(row && input.viewer && (input.viewer.role === 'admin' || input.viewer.id === row.writerId));
  // A hidden article answers exactly like a missing one, so drafts never leak.
  const previewed = input.preview && row?.deletedAt === null;
  if (!row || (!visible && !mayManage && !previewed)) throw AppError.notFound('記事が見つかりませんでした');

  const [card] = await toArticleCards(deps, [row]);
  const live = row.lockedBy === null ? null : await lockHolder(deps, row.id);
  // A trashed writer's lock names no one.
  const shown = live && !live.inTrash ? live : null;
  if (!card) throw AppError.notFound('記事が見つかりませんでした');
  return {
    ...card,
    body_html: row.bodyHtml,
    body_json: mayManage ? (row.bodyJson ?? null) : null,
    has_affiliate_links: hasAffiliateLinks(row.bodyJson),
    meta_title: row.metaTitle,
    meta_description: row.metaDescription,
    og_image_url: row.ogImageUrl,
    canonical_url: row.canonicalUrl,
    noindex: row.noindex,
    review_state: mayManage ? row.reviewState : null,
    revised_at: row.revisedAt?.toISOString() ?? null,
    locked_by: shown ? { id: shown.id, name: shown.name } : null,
    locked_until: shown ? shown.until.toISOString() : null,
  };
}

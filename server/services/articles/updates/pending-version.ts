// What every step of a scheduled update shares: reading the pending version, telling which of its
// fields differ from the live article, and the live article's columns it would write.
import { and, eq, isNull } from 'drizzle-orm';
import { BODY_VERSION } from '../../../../contract/article-body/node-set.ts';
import type { UpdateField } from '../../../../contract/scheduled-updates.ts';
import type { Database } from '../../../db/client.ts';
import { type articles, articleTags, tags } from '../../../db/schema/content.ts';
import { articlePendingVersions, type PendingChanges } from '../../../db/schema/editorial.ts';
import { AppError } from '../../../errors.ts';
import { type BodySite, bodyOfDocument } from '../../article-body/render-body.ts';

export type ArticleRow = typeof articles.$inferSelect;
export type PendingRow = typeof articlePendingVersions.$inferSelect;

export const NO_UPDATE = 'この記事に更新版はありません（公開されたか、破棄されました）';

/** `forUpdate` inside a transaction: a parallel action on the same update waits for this one. */
export async function loadPendingVersion(tx: Database, articleId: number, options: { forUpdate?: boolean } = {}) {
  const query = tx.select().from(articlePendingVersions).where(eq(articlePendingVersions.articleId, articleId));
  const [row] = await (options.forUpdate ? query.for('update') : query);
  return row;
}

/** Out already: published and due. Only such an article has a live version to keep while the next is edited. */
export function isLiveArticle(article: Pick<ArticleRow, 'status' | 'publishedAt' | 'deletedAt'>, now = new Date()) {
  return (
    article.status === 'published' &&
    article.deletedAt === null &&
    article.publishedAt !== null &&
    article.publishedAt.getTime() <= now.getTime()
  );
}

export function refuseUnlessLive(article: ArticleRow) {
  if (!isLiveArticle(article)) {
    throw new AppError('conflict', '予約更新は公開中の記事だけに使えます。公開前の記事はそのまま編集してください');
  }
}

/** The tags an editor sees on the article: links to trashed tags stay out of the comparison. */
export async function liveTagIds(tx: Database, articleId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: articleTags.tagId })
    .from(articleTags)
    .innerJoin(tags, eq(tags.id, articleTags.tagId))
    .where(and(eq(articleTags.articleId, articleId), isNull(tags.deletedAt)))
    .orderBy(articleTags.tagId);
  return rows.map((r) => r.id);
}

/** Each field as the live article holds it, named as the API names it (the body by its rendering). */
function liveValueOf(field: UpdateField, article: ArticleRow, tagIds: number[]): unknown {
  switch (field) {
    case 'title':
      return article.title;
    case 'lead':
      return article.lead;
    case 'body_json':
      return article.bodyHtml;
    case 'thumbnail_url':
      return article.thumbnailUrl;
    case 'category_id':
      return article.categoryId;
    case 'tag_ids':
      return tagIds;
    case 'meta_title':
      return article.metaTitle;
    case 'meta_description':
      return article.metaDescription;
    case 'og_image_url':
      return article.ogImageUrl;
    case 'canonical_url':
      return article.canonicalUrl;
    case 'noindex':
      return article.noindex;
  }
}

/**
 * Only what differs from the live article: a field put back as it is live is no change, so a save of
 * the live article meanwhile (a fixed typo elsewhere) is not undone when the update goes live.
 */
export function changesAgainst(
  changes: PendingChanges,
  live: { article: ArticleRow; tagIds: number[]; bodyHtml?: string },
): PendingChanges {
  const kept: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(changes) as [UpdateField, unknown][]) {
    if (value === undefined) continue;
    const compared =
      field === 'body_json'
        ? live.bodyHtml
        : field === 'tag_ids'
          ? [...(value as number[])].sort((a, b) => a - b)
          : value;
    if (JSON.stringify(compared) !== JSON.stringify(liveValueOf(field, live.article, live.tagIds))) {
      kept[field] = value;
    }
  }
  return kept as PendingChanges;
}

/** The live article's columns the changes write (the body rendered from its document, as a save does). */
export function columnsOf(changes: PendingChanges, site: BodySite): Partial<ArticleRow> {
  const body = changes.body_json === undefined ? undefined : bodyOfDocument(changes.body_json, 'body_json', site);
  return {
    ...(changes.title !== undefined && { title: changes.title }),
    ...(changes.lead !== undefined && { lead: changes.lead }),
    ...(body && { bodyJson: body.json, bodyHtml: body.html, bodyVersion: BODY_VERSION }),
    ...(changes.thumbnail_url !== undefined && { thumbnailUrl: changes.thumbnail_url }),
    ...(changes.category_id !== undefined && { categoryId: changes.category_id }),
    ...(changes.meta_title !== undefined && { metaTitle: changes.meta_title }),
    ...(changes.meta_description !== undefined && { metaDescription: changes.meta_description }),
    ...(changes.og_image_url !== undefined && { ogImageUrl: changes.og_image_url }),
    ...(changes.canonical_url !== undefined && { canonicalUrl: changes.canonical_url }),
    ...(changes.noindex !== undefined && { noindex: changes.noindex }),
  };
}

/** The live article with the update's changes over it: what goes live. */
export function mergedArticle(article: ArticleRow, changes: PendingChanges, site: BodySite): ArticleRow {
  return { ...article, ...columnsOf(changes, site) };
}

// A pending version on the wire: its review, its time, which fields it changes, and the article as
// it will read once live (the live article with the changes over it, rendered as a save renders).
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { hasAffiliateLinks } from '../../../../contract/article-body/document-facts.ts';
import { type ScheduledUpdate, UPDATE_FIELDS } from '../../../../contract/scheduled-updates.ts';
import { writers } from '../../../db/schema/accounts.ts';
import { tags } from '../../../db/schema/content.ts';
import type { Deps } from '../../../deps.ts';
import type { WriterRow } from '../../writers/writer-json.ts';
import { categoryRef } from '../article-json.ts';
import { getArticle } from '../get-article.ts';
import { columnsOf, type PendingRow } from './pending-version.ts';

export async function toScheduledUpdate(
  deps: Pick<Deps, 'db' | 'config'>,
  input: { pending: PendingRow; viewer: WriterRow },
): Promise<ScheduledUpdate> {
  const { pending } = input;
  const { changes } = pending;
  const live = await getArticle(deps, { id: pending.articleId, viewer: input.viewer });
  const columns = columnsOf(changes, deps.config);
  const [starter] = pending.writerId
    ? await deps.db.select({ id: writers.id, name: writers.name }).from(writers).where(eq(writers.id, pending.writerId))
    : [];
  return {
    article_id: pending.articleId,
    review_state: pending.reviewState,
    go_live_at: pending.goLiveAt?.toISOString() ?? null,
    mark_revised: pending.markRevised,
    changed: UPDATE_FIELDS.filter((field) => changes[field] !== undefined),
    writer: starter ?? null,
    created_at: pending.createdAt.toISOString(),
    updated_at: pending.updatedAt.toISOString(),
    version: {
      ...live,
      ...(columns.title !== undefined && { title: columns.title }),
      ...(columns.lead !== undefined && { lead: columns.lead }),
      ...(columns.bodyHtml !== undefined && {
        body_html: columns.bodyHtml,
        body_json: columns.bodyJson,
        has_affiliate_links: hasAffiliateLinks(columns.bodyJson),
      }),
      ...(columns.thumbnailUrl !== undefined && { thumbnail_url: columns.thumbnailUrl }),
      ...(changes.category_id !== undefined && {
        category: changes.category_id === null ? null : await categoryRef(deps, changes.category_id),
      }),
      ...(changes.tag_ids !== undefined && { tags: await tagRefs(deps, changes.tag_ids) }),
      ...(columns.metaTitle !== undefined && { meta_title: columns.metaTitle }),
      ...(columns.metaDescription !== undefined && { meta_description: columns.metaDescription }),
      ...(columns.ogImageUrl !== undefined && { og_image_url: columns.ogImageUrl }),
      ...(columns.canonicalUrl !== undefined && { canonical_url: columns.canonicalUrl }),
      ...(columns.noindex !== undefined && { noindex: columns.noindex }),
    },
  };
}

async function tagRefs(deps: Pick<Deps, 'db'>, ids: number[]) {
  if (ids.length === 0) return [];
  return deps.db
    .select({ id: tags.id, title: tags.title, slug: tags.slug })
    .from(tags)
    .where(and(inArray(tags.id, ids), isNull(tags.deletedAt)))
    .orderBy(tags.order, tags.id);
}

// The articles an outlet's feed carries, newest first, by its rule: public, out long enough (the
// delay), not in an excluded subtopic or main category, not PR when the outlet refuses advertorials,
// and not kept out of this outlet by its editors. Walks articles_public_idx and stops at the count.
import { and, desc, eq, lte, not, type SQL, sql } from 'drizzle-orm';
import type { FeedOutletId, OutletRule } from '../../../contract/feed-outlets.ts';
import { articles, categories } from '../../db/schema/content.ts';
import { articleOutletOptOuts } from '../../db/schema/feed-outlets.ts';
import type { Deps } from '../../deps.ts';
import { cardColumns } from '../articles/article-json.ts';
import { isPublic } from '../articles/public-filter.ts';

const feedColumns = { ...cardColumns, categoryId: articles.categoryId, bodyHtml: articles.bodyHtml };
export type FeedRow = { [K in keyof typeof feedColumns]: (typeof articles.$inferSelect)[K] };

// Looked up per candidate row in the opt-outs' primary key, as the public index hands rows over. Written
// as `not exists`, it became an anti-join that read every opt-out of the outlet before the first row.
function notOptedOut(outletId: FeedOutletId): SQL {
  return sql`(select 1 from ${articleOutletOptOuts} where ${articleOutletOptOuts.articleId} = ${articles.id} and ${articleOutletOptOuts.outletId} = ${outletId} limit 1) is null`;
}

/** An excluded main category takes its subtopics with it: the ids are widened once per query. */
function notInCategories(ids: number[]): SQL {
  return sql`not (coalesce(${articles.categoryId}, 0) = any(array(select excluded.id from ${categories} as excluded where excluded.id in ${ids} or excluded.parent_id in ${ids})))`;
}

export async function listFeedArticles(
  deps: Pick<Deps, 'db'>,
  input: { outletId: FeedOutletId; rule: OutletRule; pr: 'include' | 'exclude' | 'only'; limit: number },
): Promise<FeedRow[]> {
  const { rule } = input;
  const filters: SQL[] = [isPublic(), notOptedOut(input.outletId)];
  if (rule.delay_minutes > 0) {
    filters.push(lte(articles.publishedAt, sql`now() - make_interval(mins => ${rule.delay_minutes})`));
  }
  if (rule.excluded_category_ids.length > 0) filters.push(notInCategories(rule.excluded_category_ids));
  if (input.pr === 'exclude') filters.push(not(articles.isPr));
  if (input.pr === 'only') filters.push(eq(articles.isPr, true));
  return deps.db
    .select(feedColumns)
    .from(articles)
    .where(and(...filters))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(input.limit);
}

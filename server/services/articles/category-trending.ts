// What is read most in one main category (all its subtopics) or one subtopic over the last 7 JST days.
import { inArray, sql } from 'drizzle-orm';
import type { RankedCards } from '../../../contract/article-feeds.ts';
import { articles } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { rankArticles, rankingWindow } from './rank-articles.ts';
import { type CategorySlugs, resolveCategorySlugs } from './resolve-category-slugs.ts';

const CATEGORY_TRENDING_LIMIT = 5;

/** Articles filed under any of the subtopic ids (none: nothing). */
export function inCategories(categoryIds: number[]) {
  return categoryIds.length > 0 ? inArray(articles.categoryId, categoryIds) : sql`false`;
}

/** The ranking itself, for callers that have already resolved the category. */
export function rankCategoryArticles(
  deps: Pick<Deps, 'db' | 'publicCache'>,
  input: { categoryIds: number[]; limit?: number; now?: Date },
) {
  return rankArticles(deps, {
    window: rankingWindow('last_7_days', input.now),
    limit: input.limit ?? CATEGORY_TRENDING_LIMIT,
    where: inCategories(input.categoryIds),
  });
}

/** The category's trending block by slugs (404 like the category page itself). */
export async function listCategoryTrending(
  deps: Pick<Deps, 'db' | 'publicCache'>,
  input: CategorySlugs & { limit?: number; now?: Date },
): Promise<RankedCards> {
  const { ids } = await resolveCategorySlugs(deps, input);
  return { articles: await rankCategoryArticles(deps, { categoryIds: ids, limit: input.limit, now: input.now }) };
}

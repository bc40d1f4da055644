// What is read most in one main category (all its subtopics) or one subtopic over the last 7 JST days.
import { inArray, sql } from 'drizzle-orm';
import { articles } from '../../../db/schema/content.ts';
import type { Deps } from '../../../deps.ts';
import { rankArticles, rankingWindow } from './rank-articles.ts';

const CATEGORY_TRENDING_LIMIT = 5;

/** Articles filed under any of the subtopic ids (none: nothing). */
export function inCategories(categoryIds: number[]) {
  return categoryIds.length > 0 ? inArray(articles.categoryId, categoryIds) : sql`false`;
}

/** The 7-day ranking of the subtopic ids a caller resolved from the category's slugs. */
export function rankCategoryArticles(
  deps: Pick<Deps, 'db' | 'publicCache'>,
  input: { categoryIds: number[]; now?: Date },
) {
  return rankArticles(deps, {
    window: rankingWindow('last_7_days', input.now),
    limit: CATEGORY_TRENDING_LIMIT,
    where: inCategories(input.categoryIds),
  });
}

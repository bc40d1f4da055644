// Category pages and feeds are addressed by slugs: /{category}/{subtopic}. This turns them into rows.
import { and, eq, isNull } from 'drizzle-orm';
import { categories } from '../../../db/schema/content.ts';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import { categoryHasPublicArticle } from '../public-filter.ts';

export type CategorySlugs = { category: string; second_category?: string };

/**
 * The live main category, its live subtopics that hold a public article, the chosen subtopic and the
 * subtopic ids the pair stands for (all of them, or the chosen one). 404 for an unknown or trashed
 * slug, for a subtopic slug given as the main category, for a subtopic of another main category, and
 * for a subtopic without a public article yet (public-filter.ts).
 */
export async function resolveCategorySlugs(deps: Pick<Deps, 'db'>, input: CategorySlugs) {
  const [main] = await deps.db
    .select()
    .from(categories)
    .where(and(eq(categories.slug, input.category), isNull(categories.parentId), isNull(categories.deletedAt)));
  if (!main) throw AppError.notFound('カテゴリが見つかりませんでした');
  const children = await deps.db
    .select()
    .from(categories)
    .where(and(eq(categories.parentId, main.id), isNull(categories.deletedAt), categoryHasPublicArticle()))
    .orderBy(categories.order, categories.id);
  const sub = input.second_category ? children.find((c) => c.slug === input.second_category) : undefined;
  if (input.second_category && !sub) throw AppError.notFound('カテゴリが見つかりませんでした');
  return { main, sub: sub ?? null, children, ids: sub ? [sub.id] : children.map((c) => c.id) };
}

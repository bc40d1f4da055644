// Reading categories: the paged list, one category with its family, the picker tree, and
// the tags most used in each main category.
import { and, asc, count, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import { type PageQuery, pageMeta, pageWindow } from '../../../contract/common.ts';
import type { Category, CountedTag } from '../../../contract/taxonomy.ts';
import { articles, categories } from '../../db/schema/content.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { listTagsUsedBy } from '../articles/public/list-categorized-articles.ts';
import { categoryHasPublicArticle } from '../articles/public-filter.ts';
import { matchesAllTerms } from '../search/match-keyword.ts';

type CategoryRow = typeof categories.$inferSelect;

export function toCategoryJson(row: CategoryRow): Category {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    description: row.description,
    order: row.order,
    parent_id: row.parentId,
  };
}

const live = isNull(categories.deletedAt);
// Main categories first, then subtopics grouped under their main category, each by their order.
const parentOrder = sql`(select p."order" from categories p where p.id = ${categories.parentId})`;
const treeOrder = [
  sql`${categories.parentId} is not null`,
  sql`coalesce(${parentOrder}, ${categories.order})`,
  asc(categories.order),
  asc(categories.id),
];

export async function listCategories(deps: Pick<Deps, 'db'>, page: PageQuery) {
  const { limit, offset } = pageWindow(page);
  const [rows, [counted]] = await Promise.all([
    deps.db
      .select()
      .from(categories)
      .where(live)
      .orderBy(...treeOrder)
      .limit(limit)
      .offset(offset),
    deps.db.select({ n: count() }).from(categories).where(live),
  ]);
  return { categories: rows.map(toCategoryJson), meta: pageMeta(page, counted?.n ?? 0) };
}

/** Title contains every term (NFKC, case-insensitive); main categories first. */
export async function searchCategories(deps: Pick<Deps, 'db'>, input: PageQuery & { title: string }) {
  const where = and(live, matchesAllTerms(sql`${categories.title}`, input.title));
  const { limit, offset } = pageWindow(input);
  const [rows, [counted]] = await Promise.all([
    deps.db
      .select()
      .from(categories)
      .where(where)
      .orderBy(...treeOrder)
      .limit(limit)
      .offset(offset),
    deps.db.select({ n: count() }).from(categories).where(where),
  ]);
  return { categories: rows.map(toCategoryJson), meta: pageMeta(input, counted?.n ?? 0) };
}

export async function getCategoryByTitle(deps: Pick<Deps, 'db'>, title: string) {
  const [row] = await deps.db
    .select()
    .from(categories)
    .where(and(eq(categories.title, title), live));
  if (!row) throw AppError.notFound('カテゴリが見つかりませんでした');
  return toCategoryJson(row);
}

export async function getCategory(deps: Pick<Deps, 'db'>, id: number) {
  const [row] = await deps.db
    .select()
    .from(categories)
    .where(and(eq(categories.id, id), live));
  if (!row) throw AppError.notFound('カテゴリが見つかりませんでした');
  const [parent] = row.parentId
    ? await deps.db
        .select()
        .from(categories)
        .where(and(eq(categories.id, row.parentId), live))
    : [];
  // A subtopic under a main category in the trash is in the trash with it.
  if (row.parentId && !parent) throw AppError.notFound('カテゴリが見つかりませんでした');
  const children = await deps.db
    .select()
    .from(categories)
    .where(and(eq(categories.parentId, row.id), live))
    .orderBy(...treeOrder);
  return {
    ...toCategoryJson(row),
    parent: parent ? toCategoryJson(parent) : null,
    children: children.map(toCategoryJson),
  };
}

/** The main categories, each with its live subtopics: what the admin's pickers need. */
export function listCategoryTree(deps: Pick<Deps, 'db'>) {
  return categoryTree(deps, live);
}

/**
 * The main categories, each with the live subtopics that hold a public article: what the public
 * site's navigation and lists show (a subtopic without one has no page yet, public-filter.ts). Kept
 * with the public cache, as every public page asks for it (callers never change it).
 */
export function listPublicCategoryTree(deps: Pick<Deps, 'db' | 'publicCache'>) {
  return deps.publicCache.remember('category-tree', () =>
    categoryTree(deps, and(live, or(isNull(categories.parentId), categoryHasPublicArticle()))),
  );
}

async function categoryTree(deps: Pick<Deps, 'db'>, where: SQL | undefined) {
  const rows = (
    await deps.db
      .select()
      .from(categories)
      .where(where)
      .orderBy(...treeOrder)
  ).map(toCategoryJson);
  return rows
    .filter((c) => c.parent_id === null)
    .map((main) => ({ ...main, children: rows.filter((c) => c.parent_id === main.id) }));
}

export async function listTagsInMainCategories(deps: Pick<Deps, 'db' | 'publicCache'>, limit = 10) {
  const tree = await listPublicCategoryTree(deps);
  const result: { category: { id: number; title: string; slug: string }; tags: CountedTag[] }[] = [];
  for (const main of tree) {
    const ids = main.children.map((c) => c.id);
    const where =
      ids.length > 0
        ? sql`${articles.categoryId} in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : sql`false`;
    result.push({
      category: { id: main.id, title: main.title, slug: main.slug },
      tags: await listTagsUsedBy(deps, where, limit),
    });
  }
  return { categories: result };
}

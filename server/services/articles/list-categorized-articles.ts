// A main category (all its subtopics) or one subtopic: its articles, most used tags and 7-day trending.
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Categorized, CountedTag } from '../../../contract/article-feeds.ts';
import type { PageQuery } from '../../../contract/common.ts';
import { articles, articleTags, categories, tags } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { listArticlePage } from './list-article-page.ts';
import { isPublic } from './public-filter.ts';
import { rankArticles } from './rank-articles.ts';

export type CategorizedInput = PageQuery & { category: string; second_category?: string };

/** The live subtopic ids a (main category, subtopic) pair of slugs stands for; 404 if it does not exist. */
export async function resolveCategorySlugs(
  deps: Pick<Deps, 'db'>,
  input: { category: string; second_category?: string },
) {
  const [main] = await deps.db
    .select()
    .from(categories)
    .where(and(eq(categories.slug, input.category), isNull(categories.parentId), isNull(categories.deletedAt)));
  if (!main) throw AppError.notFound('カテゴリが見つかりませんでした');
  const children = await deps.db
    .select()
    .from(categories)
    .where(and(eq(categories.parentId, main.id), isNull(categories.deletedAt)))
    .orderBy(categories.order, categories.id);
  const sub = input.second_category ? children.find((c) => c.slug === input.second_category) : undefined;
  if (input.second_category && !sub) throw AppError.notFound('カテゴリが見つかりませんでした');
  return { main, sub: sub ?? null, children, ids: sub ? [sub.id] : children.map((c) => c.id) };
}

export async function listCategorizedArticles(deps: Pick<Deps, 'db'>, input: CategorizedInput): Promise<Categorized> {
  const { ids } = await resolveCategorySlugs(deps, input);
  const inCategory = ids.length > 0 ? inArray(articles.categoryId, ids) : sql`false`;
  const [page, related, trending] = await Promise.all([
    listArticlePage(deps, { where: inCategory, page: input }),
    listTagsUsedBy(deps, inCategory, 20),
    rankArticles(deps, { days: 7, limit: 5, where: inCategory }),
  ]);
  return { ...page, related_tags: related, trending: trending.map(({ views: _v, rank: _r, ...card }) => card) };
}

/** The live tags most used by public articles matching `where`, with their counts. */
export async function listTagsUsedBy(
  deps: Pick<Deps, 'db'>,
  where: ReturnType<typeof inArray> | ReturnType<typeof sql>,
  limit: number,
): Promise<CountedTag[]> {
  const n = count(articleTags.articleId);
  return deps.db
    .select({ id: tags.id, title: tags.title, slug: tags.slug, count: n })
    .from(articleTags)
    .innerJoin(articles, eq(articles.id, articleTags.articleId))
    .innerJoin(tags, eq(tags.id, articleTags.tagId))
    .where(and(isPublic(), isNull(tags.deletedAt), where))
    .groupBy(tags.id)
    .orderBy(desc(n), tags.order, tags.id)
    .limit(limit);
}

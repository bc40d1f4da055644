// A main category (all its subtopics) or one subtopic: its articles, most used tags and 7-day trending.
import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { Categorized } from '../../../../contract/article-feeds.ts';
import type { PageQuery } from '../../../../contract/common.ts';
import type { CountedTag } from '../../../../contract/taxonomy.ts';
import { rememberQuery } from '../../../cache/remember-query.ts';
import { articles, articleTags, tags } from '../../../db/schema/content.ts';
import type { Deps } from '../../../deps.ts';
import { isPublic } from '../public-filter.ts';
import { inCategories, rankCategoryArticles } from './category-trending.ts';
import { listArticlePage } from './list-article-page.ts';
import { type CategorySlugs, resolveCategorySlugs } from './resolve-category-slugs.ts';

// Page loaders import the slug lookup from here.
export { resolveCategorySlugs } from './resolve-category-slugs.ts';

const RELATED_TAGS_LIMIT = 20;

export type CategorizedInput = PageQuery & CategorySlugs & { now?: Date };

/** GET /articles/categorized. The trending block ignores the page: it is the same on every page. */
export async function listCategorizedArticles(
  deps: Pick<Deps, 'db' | 'publicCache'>,
  input: CategorizedInput,
): Promise<Categorized> {
  const { ids } = await resolveCategorySlugs(deps, input);
  const where = inCategories(ids);
  const [page, relatedTags, trending] = await Promise.all([
    listArticlePage(deps, { where, page: { page: input.page, per: input.per } }),
    listTagsUsedBy(deps, where, RELATED_TAGS_LIMIT),
    rankCategoryArticles(deps, { categoryIds: ids, now: input.now }),
  ]);
  return {
    articles: page.articles,
    related_tags: relatedTags,
    trending: trending.map(({ views: _views, rank: _rank, ...card }) => card),
    meta: page.meta,
  };
}

/**
 * The live tags most used by the public articles matching `where`, with how many carry each.
 * (Positional arguments: the categories service calls it this way.)
 */
export async function listTagsUsedBy(
  deps: Pick<Deps, 'db' | 'publicCache'>,
  where: SQL | undefined,
  limit: number,
): Promise<CountedTag[]> {
  const n = count(articleTags.articleId);
  // Counting tags over a main category's tens of thousands of articles: remembered, not redone per page.
  const query = deps.db
    .select({ id: tags.id, title: tags.title, slug: tags.slug, count: n })
    .from(articleTags)
    .innerJoin(articles, eq(articles.id, articleTags.articleId))
    .innerJoin(tags, eq(tags.id, articleTags.tagId))
    .where(and(isPublic(), isNull(tags.deletedAt), where))
    .groupBy(tags.id)
    .orderBy(desc(n), tags.order, tags.id)
    .limit(limit);
  return rememberQuery(deps.publicCache, query);
}

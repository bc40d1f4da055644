// GET /articles/get_recommended_articles: most shared tags with one article first, then its subtopic's newest.
import { and, count, desc, eq, inArray, isNull, ne, notInArray, type SQL, sql } from 'drizzle-orm';
import type { ArticleCard } from '../../../../contract/articles.ts';
import { articles, articleTags, tags } from '../../../db/schema/content.ts';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import { cardColumns, toPublicCards } from '../article-json.ts';
import { isPublic } from '../public-filter.ts';

/**
 * How many of each tag's newest articles are weighed. A tag can sit on 15,000 articles; counting
 * shared tags over all of them took a second, and an old article rarely makes a good suggestion.
 */
const CANDIDATES_PER_TAG = 200;

/** The newest CANDIDATES_PER_TAG articles (by id) of each live tag of article `id`, walked in the tag index. */
function sharesARecentTag(id: number): SQL {
  return sql`${articles.id} in (
    select recent.article_id from ${articleTags} as source
    join ${tags} as source_tag on source_tag.id = source.tag_id and source_tag.deleted_at is null
    cross join lateral (
      select other.article_id from ${articleTags} as other
      where other.tag_id = source.tag_id and other.article_id <> ${id}
      order by other.article_id desc limit ${CANDIDATES_PER_TAG}
    ) as recent
    where source.article_id = ${id})`;
}

/**
 * Public articles sharing the most live tags with article `id` (never itself); equal counts go to the
 * newer article. Short of `limit`, the newest public articles of the same subtopic fill the rest.
 * The source must be public too: the public API does not confirm that a draft exists.
 */
export async function listRecommendedArticles(
  deps: Pick<Deps, 'db' | 'publicCache'>,
  input: { id: number; limit: number },
): Promise<{ articles: ArticleCard[] }> {
  const [source] = await deps.db
    .select({ id: articles.id, categoryId: articles.categoryId })
    .from(articles)
    .where(and(eq(articles.id, input.id), isPublic()));
  if (!source) throw AppError.notFound('記事が見つかりませんでした');
  return listRecommendedFor(deps, { source, limit: input.limit });
}

/** The same for an article already at hand, public or not (its page, its preview). */
export async function listRecommendedFor(
  deps: Pick<Deps, 'db' | 'publicCache'>,
  input: { source: { id: number; categoryId: number | null }; limit: number },
): Promise<{ articles: ArticleCard[] }> {
  const { source } = input;
  const sourceTags = deps.db
    .select({ tagId: articleTags.tagId })
    .from(articleTags)
    .innerJoin(tags, eq(tags.id, articleTags.tagId))
    .where(and(eq(articleTags.articleId, source.id), isNull(tags.deletedAt)));
  const shared = count(articleTags.tagId);
  const byTags = await deps.db
    .select({ article: cardColumns, shared })
    .from(articleTags)
    .innerJoin(articles, eq(articles.id, articleTags.articleId))
    .where(
      and(isPublic(), ne(articles.id, source.id), inArray(articleTags.tagId, sourceTags), sharesARecentTag(source.id)),
    )
    .groupBy(articles.id)
    .orderBy(desc(shared), desc(articles.publishedAt), desc(articles.id))
    .limit(input.limit);
  const picked = byTags.map((r) => r.article);

  if (picked.length < input.limit && source.categoryId !== null) {
    const fill = await deps.db
      .select(cardColumns)
      .from(articles)
      .where(
        and(
          isPublic(),
          eq(articles.categoryId, source.categoryId),
          notInArray(articles.id, [source.id, ...picked.map((a) => a.id)]),
        ),
      )
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(input.limit - picked.length);
    picked.push(...fill);
  }
  return { articles: await toPublicCards(deps, picked) };
}

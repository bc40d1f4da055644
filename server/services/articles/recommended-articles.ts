// Recommended reading for one article: most shared tags first, then the newest of its subtopic.
import { and, count, desc, eq, isNull, ne, notInArray, sql } from 'drizzle-orm';
import type { ArticleCard } from '../../../contract/articles.ts';
import { articles, articleTags } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { toArticleCards } from './article-json.ts';
import { isPublic } from './public-filter.ts';

export async function listRecommendedArticles(
  deps: Pick<Deps, 'db'>,
  input: { id: number; limit: number },
): Promise<{ articles: ArticleCard[] }> {
  const [source] = await deps.db
    .select()
    .from(articles)
    .where(and(eq(articles.id, input.id), isNull(articles.deletedAt)));
  if (!source) throw AppError.notFound('記事が見つかりませんでした');

  const shared = count(articleTags.tagId);
  const byTags = await deps.db
    .select({ article: articles, shared })
    .from(articleTags)
    .innerJoin(articles, eq(articles.id, articleTags.articleId))
    .where(
      and(
        isPublic(),
        ne(articles.id, source.id),
        sql`${articleTags.tagId} in (select tag_id from article_tags where article_id = ${source.id})`,
      ),
    )
    .groupBy(articles.id)
    .orderBy(desc(shared), desc(articles.publishedAt), desc(articles.id))
    .limit(input.limit);
  const picked = byTags.map((r) => r.article);

  if (picked.length < input.limit && source.categoryId) {
    const fill = await deps.db
      .select()
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
  return { articles: await toArticleCards(deps, picked) };
}

// Rankings: public articles ordered by their views over the last N JST days (article_daily_views).
import { and, countDistinct, desc, gte, type SQL, sql } from 'drizzle-orm';
import type { RankedArticle } from '../../../contract/article-feeds.ts';
import { articleDailyViews, articles } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { toArticleCards } from './article-json.ts';
import { isPublic } from './public-filter.ts';

/** The first JST day of a window of `days` days ending today. */
export function windowStart(days: number): SQL {
  return sql`(now() at time zone 'Asia/Tokyo')::date - ${days - 1}::int`;
}

export type RankOptions = { days: number; limit: number; offset?: number; where?: SQL };

export async function rankArticles(deps: Pick<Deps, 'db'>, options: RankOptions): Promise<RankedArticle[]> {
  const views = sql<number>`sum(${articleDailyViews.views})::int`;
  const rows = await deps.db
    .select({ article: articles, views })
    .from(articleDailyViews)
    .innerJoin(articles, sql`${articles.id} = ${articleDailyViews.articleId}`)
    .where(and(gte(articleDailyViews.day, windowStart(options.days)), isPublic(), options.where))
    .groupBy(articles.id)
    .orderBy(desc(views), desc(articles.publishedAt), desc(articles.id))
    .limit(options.limit)
    .offset(options.offset ?? 0);
  const cards = await toArticleCards(
    deps,
    rows.map((r) => r.article),
  );
  const offset = options.offset ?? 0;
  return cards.map((card, i) => ({ ...card, views: rows[i]?.views ?? 0, rank: offset + i + 1 }));
}

/** How many public articles have any views in the window (for pagination). */
export async function countRankedArticles(deps: Pick<Deps, 'db'>, options: Pick<RankOptions, 'days' | 'where'>) {
  const [row] = await deps.db
    .select({ n: countDistinct(articleDailyViews.articleId) })
    .from(articleDailyViews)
    .innerJoin(articles, sql`${articles.id} = ${articleDailyViews.articleId}`)
    .where(and(gte(articleDailyViews.day, windowStart(options.days)), isPublic(), options.where));
  return row?.n ?? 0;
}

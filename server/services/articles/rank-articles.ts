// The one ranking query: public articles by their readers over a window of JST days (article_daily_views).
// Places go by distinct visitors (summed per day), not hits, so a script replaying one browser cannot
// buy a place; `views` on each card stays the page views of the window.
import { and, count, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { RankedArticle } from '../../../contract/article-feeds.ts';
import { articleDailyViews, articles } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { jstDay } from '../analytics/jst-day.ts';
import { cardColumns, toArticleCards } from './article-json.ts';
import { isPublic } from './public-filter.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** An inclusive range of JST calendar days, as 'YYYY-MM-DD'. */
export type RankingWindow = { from: string; to: string };

/**
 * The named windows every ranking uses. `last_48h` is today and yesterday: the daily roll-up has no
 * hours, so two calendar days is the closest honest reading of "the last 48 hours".
 */
export const RANKING_WINDOWS = {
  today: { days: 1, endDaysAgo: 0 },
  yesterday: { days: 1, endDaysAgo: 1 },
  last_48h: { days: 2, endDaysAgo: 0 },
  last_7_days: { days: 7, endDaysAgo: 0 },
  last_30_days: { days: 30, endDaysAgo: 0 },
} as const;
export type RankingWindowName = keyof typeof RANKING_WINDOWS;

/** The JST days of a named window as seen at `now` (JST has no daylight saving: a day is 24 h). */
export function rankingWindow(name: RankingWindowName, now: Date = new Date()): RankingWindow {
  const { days, endDaysAgo } = RANKING_WINDOWS[name];
  const dayBefore = (n: number) => jstDay(new Date(now.getTime() - n * DAY_MS));
  return { from: dayBefore(endDaysAgo + days - 1), to: dayBefore(endDaysAgo) };
}

/** The first JST day of a window of `days` days ending today, by the database clock (SQL). */
export function windowStart(days: number): SQL {
  return sql`(now() at time zone 'Asia/Tokyo')::date - ${days - 1}::int`;
}

export type RankOptions = { window: RankingWindow; limit: number; offset?: number; where?: SQL };

const views = sql<number>`sum(${articleDailyViews.views})::int`;
const visitors = sql`sum(${articleDailyViews.visitors})`;

function inWindow(options: Pick<RankOptions, 'window' | 'where'>) {
  return and(
    gte(articleDailyViews.day, options.window.from),
    lte(articleDailyViews.day, options.window.to),
    isPublic(),
    options.where,
  );
}

/** Only articles actually read in the window take a place. */
const viewed = sql`sum(${articleDailyViews.views}) > 0`;

/**
 * Most visitors first; equal visitors go to more views, then to the newer article. Each card carries
 * its `views` in the window and its `rank`.
 */
export async function rankArticles(deps: Pick<Deps, 'db'>, options: RankOptions): Promise<RankedArticle[]> {
  const offset = options.offset ?? 0;
  const rows = await deps.db
    .select({ article: cardColumns, views })
    .from(articleDailyViews)
    .innerJoin(articles, eq(articles.id, articleDailyViews.articleId))
    .where(inWindow(options))
    .groupBy(articles.id)
    .having(viewed)
    .orderBy(desc(visitors), desc(views), desc(articles.publishedAt), desc(articles.id))
    .limit(options.limit)
    .offset(offset);
  const cards = await toArticleCards(
    deps,
    rows.map((r) => r.article),
  );
  return cards.map((card, i) => ({ ...card, views: rows[i]?.views ?? 0, rank: offset + i + 1 }));
}

/** How many public articles were viewed in the window (the total for a paged ranking). */
export async function countRankedArticles(deps: Pick<Deps, 'db'>, options: Pick<RankOptions, 'window' | 'where'>) {
  const ranked = deps.db
    .select({ id: articles.id })
    .from(articleDailyViews)
    .innerJoin(articles, eq(articles.id, articleDailyViews.articleId))
    .where(inWindow(options))
    .groupBy(articles.id)
    .having(viewed)
    .as('ranked');
  const [row] = await deps.db.select({ n: count() }).from(ranked);
  return row?.n ?? 0;
}

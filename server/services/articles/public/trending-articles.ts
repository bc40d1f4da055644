// Trending (48 h), period trending (day / week / month), the paged 30-day rank and trending by tags.
// "Most read" everywhere means most distinct visitors (see rank-articles.ts); cards show page views.
import type { Period, Rank, RankedCards, TrendingByTagsQuery } from '../../../../contract/article-feeds.ts';
import { type PageQuery, pageMeta, pageWindow } from '../../../../contract/common.ts';
import type { Deps } from '../../../deps.ts';
import { countRankedArticles, type RankingWindowName, rankArticles, rankingWindow } from './rank-articles.ts';
import { taggedWithAny } from './tagged-with-any.ts';

/** `now` fixes the clock the JST windows are counted from (tests); it defaults to the present. */
type Clock = { now?: Date };

const PERIOD_WINDOWS: Record<Period, RankingWindowName> = {
  day: 'today',
  week: 'last_7_days',
  month: 'last_30_days',
};

/** GET /articles/trending: most read today and yesterday (JST), the daily roll-up's "48 hours". */
export async function listTrendingArticles(
  deps: Pick<Deps, 'db' | 'publicCache'>,
  input: { limit: number } & Clock,
): Promise<RankedCards> {
  return { articles: await rankArticles(deps, { window: rankingWindow('last_48h', input.now), limit: input.limit }) };
}

/**
 * GET /articles/period_trending: day = today, week = the last 7 days, month = the last 30 days (JST).
 * Just after midnight nobody has read anything "today" yet: the day ranking then shows yesterday's
 * instead of an empty box.
 */
export async function listPeriodTrending(
  deps: Pick<Deps, 'db' | 'publicCache'>,
  input: { period: Period; limit: number } & Clock,
): Promise<RankedCards> {
  const window = rankingWindow(PERIOD_WINDOWS[input.period], input.now);
  const ranked = await rankArticles(deps, { window, limit: input.limit });
  if (ranked.length > 0 || input.period !== 'day') return { articles: ranked };
  return { articles: await rankArticles(deps, { window: rankingWindow('yesterday', input.now), limit: input.limit }) };
}

/** GET /articles/rank: every article read in the last 30 days, most read first, paged. */
export async function listRank(deps: Pick<Deps, 'db' | 'publicCache'>, input: PageQuery & Clock): Promise<Rank> {
  const window = rankingWindow('last_30_days', input.now);
  const [articles, total] = await Promise.all([
    rankArticles(deps, { window, ...pageWindow(input) }),
    countRankedArticles(deps, { window }),
  ]);
  return { articles, meta: pageMeta(input, total) };
}

/** GET /articles/get_trending_articles_by_tags: most read in the last 7 days among articles with any of the tags. */
export async function listTrendingByTags(
  deps: Pick<Deps, 'db' | 'publicCache'>,
  input: TrendingByTagsQuery & Clock,
): Promise<RankedCards> {
  const window = rankingWindow('last_7_days', input.now);
  return { articles: await rankArticles(deps, { window, limit: input.limit, where: taggedWithAny(input.tag_ids) }) };
}

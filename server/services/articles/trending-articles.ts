// Trending (48 h), period trending (day / week / month) and the 30-day rank, all from one ranking query.
import type { Period, RankedArticle } from '../../../contract/article-feeds.ts';
import { type PageQuery, pageMeta } from '../../../contract/common.ts';
import type { Deps } from '../../deps.ts';
import { countRankedArticles, rankArticles } from './rank-articles.ts';

const PERIOD_DAYS: Record<Period, number> = { day: 1, week: 7, month: 30 };
export const RANK_DAYS = 30;

/** The last 48 hours: today and yesterday in JST. */
export async function listTrendingArticles(deps: Pick<Deps, 'db'>, limit: number) {
  return { articles: await rankArticles(deps, { days: 2, limit }) };
}

export async function listPeriodTrending(deps: Pick<Deps, 'db'>, options: { period: Period; limit: number }) {
  const ranked = await rankArticles(deps, { days: PERIOD_DAYS[options.period], limit: options.limit });
  // Just after midnight today has no views yet: show yesterday's and today's instead of nothing.
  if (ranked.length === 0 && options.period === 'day')
    return { articles: await rankArticles(deps, { days: 2, limit: options.limit }) };
  return { articles: ranked };
}

export async function listRank(
  deps: Pick<Deps, 'db'>,
  page: PageQuery,
): Promise<{ articles: RankedArticle[]; meta: ReturnType<typeof pageMeta> }> {
  const [articles, total] = await Promise.all([
    rankArticles(deps, { days: RANK_DAYS, limit: page.per, offset: (page.page - 1) * page.per }),
    countRankedArticles(deps, { days: RANK_DAYS }),
  ]);
  return { articles, meta: pageMeta(page, total) };
}

// /ranking: the most read articles of the day, the week (default) or the month, one address per
// period (`?period=day|week|month`, part of the page's cache key: server/cache/page-keys.ts).
import { Link } from 'react-router';
import type { Period } from '../../../contract/article-feeds.ts';
import { hasPromotion } from '../../../contract/promotion.ts';
import { listPeriodTrending } from '../../../server/services/articles/public/trending-articles.ts';
import { RankingList } from '../../components/site/ranking-list.tsx';
import classes from '../../components/site/ranking-page.module.css';
import { PromotionNotice } from '../../components/site/section.tsx';
import ui from '../../components/site/ui.module.css';
import { getDeps } from '../../context.server.ts';
import { pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/ranking';

/** How many places each period's page lists. */
const RANKING_LENGTH = 20;
const DEFAULT_PERIOD: Period = 'week';
const PERIODS: Record<Period, { tab: string; title: string; description: string }> = {
  day: { tab: '日', title: '今日のランキング', description: '今日いちばん読まれているSalviaの記事' },
  week: { tab: '週', title: '週間ランキング', description: 'この1週間によく読まれたSalviaの記事' },
  month: { tab: '月', title: '月間ランキング', description: 'この30日間によく読まれたSalviaの記事' },
};

function periodOf(url: string): Period | null {
  const value = new URL(url).searchParams.get('period');
  if (value === null) return DEFAULT_PERIOD;
  return Object.hasOwn(PERIODS, value) ? (value as Period) : null;
}

const hrefOf = (period: Period) => (period === DEFAULT_PERIOD ? '/ranking' : `/ranking?period=${period}`);

export async function loader({ request, context }: Route.LoaderArgs) {
  const period = periodOf(request.url);
  // An unknown period is no page of its own (nor a copy in the cache).
  if (!period) throw new Response(null, { status: 404 });
  const deps = getDeps(context);
  const { articles } = await listPeriodTrending(deps, { period, limit: RANKING_LENGTH });
  return { siteUrl: deps.config.siteUrl, period, articles, hasPromotion: hasPromotion(articles) };
}

export function meta({ loaderData: d }: Route.MetaArgs) {
  if (!d) return [];
  const { title, description } = PERIODS[d.period];
  return pageMeta({
    title,
    description: `${description}を${RANKING_LENGTH}位まで紹介します。`,
    siteUrl: d.siteUrl,
    path: hrefOf(d.period),
  });
}

export default function Ranking({ loaderData: d }: Route.ComponentProps) {
  return (
    <div className={`${ui.container} ${classes.page}`}>
      <h1 className={classes.title}>ランキング</h1>
      <nav aria-label="ランキングの期間" className={classes.tabs}>
        {(Object.keys(PERIODS) as Period[]).map((period) => (
          <Link
            key={period}
            to={hrefOf(period)}
            className={classes.tab}
            aria-current={period === d.period ? 'page' : undefined}
          >
            {PERIODS[period].tab}
          </Link>
        ))}
      </nav>
      <h2 className={classes.subtitle}>{PERIODS[d.period].title}</h2>
      {d.hasPromotion && <PromotionNotice />}
      <RankingList articles={d.articles} />
    </div>
  );
}

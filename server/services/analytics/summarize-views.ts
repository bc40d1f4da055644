// The analytics dashboard's numbers: views and unique visitors per JST day, and what was read most.
// Admins see the whole site; a writer sees only their own articles; either may narrow to one article
// (summarize-article-views.ts). Everything is read from the roll-up tables, so the numbers lag the
// beacons by at most one roll-up (a minute) and cost the same whatever the traffic.
import { sql } from 'drizzle-orm';
import type { Summary } from '../../../contract/analytics.ts';
import type { Deps } from '../../deps.ts';
import type { WriterRow } from '../writers/writer-json.ts';
import { type Executor, queryRows } from './query-rows.ts';
import { SITE } from './site-scope.ts';
import { summarizeArticleViews } from './summarize-article-views.ts';
import { type Ranked, topOverWindow } from './top-over-window.ts';
import { type DayViews, fillDays, type ViewWindow, viewWindow } from './view-window.ts';

export async function summarizeViews(
  deps: Pick<Deps, 'db'>,
  input: { viewer: WriterRow; days: number; articleId?: number; now?: Date },
): Promise<Summary> {
  const window = viewWindow(input.days, input.now);
  const writerId = input.viewer.role === 'admin' ? undefined : input.viewer.id;
  if (input.articleId) return summarizeArticleViews(deps.db, { articleId: input.articleId, writerId, window });
  return summarizeScope(deps.db, writerId ?? SITE, window);
}

/** The site's numbers (SITE) or one writer's, from the tables kept for both. */
async function summarizeScope(db: Executor, writerId: number, window: ViewWindow): Promise<Summary> {
  // Top articles of the site come from every writer's rows: the site has no rows of its own there.
  const articleRows = writerId === SITE ? {} : { writerId };
  const [days, articles, categories, tags, referrers] = await Promise.all([
    dailyViews(db, writerId, window),
    topOverWindow<number>(
      db,
      { table: 'writer_article_daily_views', key: 'article_id', titles: 'articles', ...articleRows },
      window,
    ),
    topOverWindow<number>(
      db,
      { table: 'category_daily_views', key: 'category_id', titles: 'categories', writerId },
      window,
    ),
    topOverWindow<number>(db, { table: 'tag_daily_views', key: 'tag_id', titles: 'tags', writerId }, window),
    topOverWindow<string>(db, { table: 'referrer_daily_views', key: 'referrer_host', writerId }, window),
  ]);
  return {
    days,
    top_articles: titled(articles),
    top_categories: titled(categories),
    top_tags: titled(tags),
    top_referrers: referrers.map((r) => ({ host: r.key, views: r.views })),
  };
}

async function dailyViews(db: Executor, writerId: number, window: ViewWindow): Promise<Summary['days']> {
  const rows = await queryRows<DayViews>(
    db,
    sql`select day::text as day, views, visitors from daily_views
      where writer_id = ${writerId} and day between ${window.from} and ${window.to}`,
  );
  return fillDays(window, rows);
}

function titled(ranked: Ranked<number>[]) {
  return ranked.map((r) => ({ id: r.key, title: r.title ?? '', views: r.views }));
}

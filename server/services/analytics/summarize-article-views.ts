// One article's numbers for the dashboard: its days from article_daily_views (what rankings read,
// distinct visitors included), its referrers, and the article, its category and its tags with the
// window's views. A writer asking about someone else's article sees nothing.
import { sql } from 'drizzle-orm';
import type { Summary } from '../../../contract/analytics.ts';
import { type Executor, queryRows } from './query-rows.ts';
import { type DayViews, fillDays, type ViewWindow } from './view-window.ts';

export async function summarizeArticleViews(
  db: Executor,
  input: { articleId: number; writerId?: number; window: ViewWindow },
): Promise<Summary> {
  const { articleId, window } = input;
  const empty = { days: fillDays(window, []), top_articles: [], top_categories: [], top_tags: [], top_referrers: [] };
  const [article] = await queryRows<{ id: number; title: string; category_id: number | null }>(
    db,
    sql`select id, title, category_id from articles
      where id = ${articleId} ${input.writerId === undefined ? sql`` : sql`and writer_id = ${input.writerId}`}`,
  );
  if (!article) return empty;

  const inWindow = sql`article_id = ${articleId} and day between ${window.from} and ${window.to}`;
  const [days, referrers, category, tags] = await Promise.all([
    queryRows<DayViews>(db, sql`select day::text as day, views, visitors from article_daily_views where ${inWindow}`),
    queryRows<{ host: string; views: number }>(
      db,
      sql`select referrer_host as host, sum(views)::int as views from article_referrer_daily_views
        where ${inWindow} group by referrer_host order by sum(views) desc, referrer_host limit 10`,
    ),
    queryRows<{ id: number; title: string }>(
      db,
      sql`select id, title from categories where id = ${article.category_id ?? 0}`,
    ),
    queryRows<{ id: number; title: string }>(
      db,
      sql`select t.id, t.title from article_tags at join tags t on t.id = at.tag_id
        where at.article_id = ${articleId} order by t.id limit 10`,
    ),
  ]);
  const views = days.reduce((sum, d) => sum + d.views, 0);
  if (views === 0) return empty;
  return {
    days: fillDays(window, days),
    top_articles: [{ id: article.id, title: article.title, views }],
    top_categories: category.map((c) => ({ ...c, views })),
    top_tags: tags.map((t) => ({ ...t, views })),
    top_referrers: referrers,
  };
}

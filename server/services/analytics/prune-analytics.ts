// What analytics forgets, a bounded slice per run so no run stalls: raw views after 90 days, visitor
// marks once their day can no longer get views, dashboard rows older than its longest window.
import { type SQL, sql } from 'drizzle-orm';
import { SUMMARY_DAYS } from '../../../contract/analytics.ts';
import { DAY_MS, jstDaysAgo } from '../../../contract/time.ts';
import type { Executor } from './query-rows.ts';

const RAW_VIEW_RETENTION_DAYS = 90;
/**
 * Rows deleted per table and run (one a minute): more than a site with 2 million views a day adds,
 * few enough to keep a run short. Marks go cheaply (their key leads with the day), dashboard rows
 * of a day are spread over the table and cost most.
 */
const PRUNE_PER_RUN = { rawViews: 5_000, marks: 10_000, dashboard: 2_000 };

const DASHBOARD_TABLES = [
  'daily_views',
  'category_daily_views',
  'tag_daily_views',
  'referrer_daily_views',
  'article_referrer_daily_views',
  'writer_article_daily_views',
  'outlet_daily_views',
  'article_outlet_daily_views',
];

export async function pruneAnalytics(db: Executor, now: Date): Promise<void> {
  const daysAgo = (n: number) => jstDaysAgo(n, now);
  const rawCutoff = new Date(now.getTime() - RAW_VIEW_RETENTION_DAYS * DAY_MS);
  await deleteSome(db, 'page_views', sql`at < ${rawCutoff.toISOString()}::timestamptz`, PRUNE_PER_RUN.rawViews);
  // Yesterday's marks stay: a view held in a buffer over midnight still arrives for yesterday.
  await deleteSome(db, 'daily_visitor_marks', sql`day < ${daysAgo(1)}::date`, PRUNE_PER_RUN.marks);
  await deleteSome(db, 'daily_outlet_visitor_marks', sql`day < ${daysAgo(1)}::date`, PRUNE_PER_RUN.marks);
  const firstShownDay = daysAgo(Math.max(...SUMMARY_DAYS) - 1);
  for (const table of DASHBOARD_TABLES) {
    await deleteSome(db, table, sql`day < ${firstShownDay}::date`, PRUNE_PER_RUN.dashboard);
  }
}

async function deleteSome(db: Executor, table: string, condition: SQL, limit: number) {
  const name = sql.identifier(table);
  await db.execute(
    sql`delete from ${name} where ctid = any(array(select ctid from ${name} where ${condition} limit ${limit}))`,
  );
}

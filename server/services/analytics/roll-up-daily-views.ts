// Daily roll-up: raw page views → article_daily_views (what rankings read), and the 90-day prune.
// Each article and JST day gets its views (every hit) and its visitors (distinct visitor hashes):
// rankings order by visitors, so one browser reloading a page counts once a day.
import { sql } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';

export const RAW_VIEW_RETENTION_DAYS = 90;

/** Recounts the JST days from `sinceDay` (YYYY-MM-DD) on; idempotent, so every instance may run it. */
export async function rollUpDailyViews(deps: Pick<Deps, 'db'>, sinceDay: string): Promise<void> {
  await deps.db.execute(sql`
    insert into article_daily_views (article_id, day, views, visitors)
    select pv.article_id, (pv.at at time zone 'Asia/Tokyo')::date as day, count(*)::int,
      count(distinct pv.visitor_hash)::int
    from page_views pv
    join articles a on a.id = pv.article_id
    where pv.article_id is not null
      and pv.at >= (${sinceDay}::date)::timestamp at time zone 'Asia/Tokyo'
    group by pv.article_id, day
    on conflict (article_id, day) do update set views = excluded.views, visitors = excluded.visitors`);
}

export async function pruneRawViews(deps: Pick<Deps, 'db'>, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - RAW_VIEW_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  await deps.db.execute(sql`delete from page_views where at < ${cutoff.toISOString()}::timestamptz`);
}

// Gives the page views stored before outlets were kept (page_views.outlet null) their outlet, from
// the referrer host, which is all such a view recorded; then recounts the outlet roll-ups of every
// day it touched from the raw views (docs/decisions/034). In batches, each its own transaction under
// the roll-up's lock, so it runs beside a live site and may be run again.
import { sql } from 'drizzle-orm';
import { addDays, jstDayStart, jstDaysAgo } from '../../../contract/time.ts';
import { type Outlet, outletOfReferrer } from '../../../contract/traffic-sources.ts';
import type { Deps } from '../../deps.ts';
import { jstDayOf } from '../time/jst-day.ts';
import { type Executor, queryRows } from './query-rows.ts';
import { ROLL_UP_LOCK } from './roll-up-daily-views.ts';
import { SITE } from './site-scope.ts';

const BATCH = 5_000;
const site = sql.raw(String(SITE));

export type OutletBackfill = { classified: number; recountedDays: string[] };

export async function backfillViewOutlets(
  deps: Pick<Deps, 'db'>,
  options: { batchSize?: number; now?: Date } = {},
): Promise<OutletBackfill> {
  const batchSize = options.batchSize ?? BATCH;
  const days = new Set<string>();
  let classified = 0;
  let after = 0;
  for (;;) {
    const batch = await underRollUpLock(deps, (tx, upTo) => classifyBatch(tx, { after, upTo, batchSize }));
    for (const day of batch.days) days.add(day);
    classified += batch.count;
    if (batch.last === null) break;
    after = batch.last;
  }
  const recountedDays = [...days].sort();
  const yesterday = jstDaysAgo(1, options.now);
  for (const day of recountedDays) {
    await underRollUpLock(deps, (tx, upTo) => recountDay(tx, { day, upTo, marks: day >= yesterday }));
  }
  return { classified, recountedDays };
}

/**
 * Runs `work` in a transaction holding the roll-up's lock, with the roll-up's watermark: views up to
 * it were rolled up without their outlet, and the roll-up cannot move it meanwhile.
 */
async function underRollUpLock<T>(deps: Pick<Deps, 'db'>, work: (tx: Executor, upTo: number) => Promise<T>) {
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ROLL_UP_LOCK})`);
    const [progress] = await queryRows<{ last: number }>(
      tx,
      sql`select last_view_id as last from page_view_roll_up where id = 1`,
    );
    return work(tx, Number(progress?.last ?? 0));
  });
}

/** The next views without outlet up to the watermark, by id (the primary key walks them). */
async function classifyBatch(tx: Executor, input: { after: number; upTo: number; batchSize: number }) {
  const rows = await queryRows<{ id: number; referrer_host: string | null; day: string }>(
    tx,
    sql`select id, referrer_host, ${jstDayOf(sql.raw('at'))}::text as day from page_views
      where id > ${input.after} and id <= ${input.upTo} and outlet is null
      order by id limit ${input.batchSize}`,
  );
  const byOutlet = new Map<Outlet, number[]>();
  for (const row of rows) {
    const outlet = outletOfReferrer(row.referrer_host) ?? 'direct';
    byOutlet.set(outlet, [...(byOutlet.get(outlet) ?? []), row.id]);
  }
  for (const [outlet, ids] of byOutlet) {
    await tx.execute(sql`update page_views set outlet = ${outlet}
      where id = any(${`{${ids.join(',')}}`}::int[]) and outlet is null`);
  }
  return { count: rows.length, last: rows.at(-1)?.id ?? null, days: new Set(rows.map((r) => r.day)) };
}

/**
 * One JST day's outlet rows, counted again from its raw views up to the watermark: exact views and
 * distinct visitors. For today and yesterday it also marks who was counted, so the roll-up's next
 * views of the day add no visitor twice.
 */
async function recountDay(tx: Executor, input: { day: string; upTo: number; marks: boolean }) {
  const { day, upTo } = input;
  const start = jstDayStart(day).toISOString();
  const end = jstDayStart(addDays(day, 1)).toISOString();
  const views = sql`views as (
    select pv.outlet, a.id as article_id, coalesce(a.writer_id, ${site}) as writer_id, pv.visitor_hash
    from page_views pv left join articles a on a.id = pv.article_id
    where pv.at >= ${start}::timestamptz and pv.at < ${end}::timestamptz and pv.id <= ${upTo}
      and pv.outlet is not null)`;
  await tx.execute(sql`delete from outlet_daily_views where day = ${day}::date`);
  await tx.execute(sql`delete from article_outlet_daily_views where day = ${day}::date`);
  await tx.execute(sql`with ${views}
    insert into outlet_daily_views (writer_id, day, outlet, views, visitors)
    select ${site}, ${day}::date, outlet, count(*)::int, count(distinct visitor_hash)::int from views group by outlet
    union all
    select writer_id, ${day}::date, outlet, count(*)::int, count(distinct visitor_hash)::int from views
      where article_id is not null group by writer_id, outlet`);
  await tx.execute(sql`with ${views}
    insert into article_outlet_daily_views (article_id, day, outlet, views, visitors)
    select article_id, ${day}::date, outlet, count(*)::int, count(distinct visitor_hash)::int from views
      where article_id is not null group by article_id, outlet`);
  if (input.marks) {
    await tx.execute(sql`with ${views}
      insert into daily_outlet_visitor_marks (day, visitor, outlet, article_id, writer_id)
      select distinct ${day}::date, ('x' || left(md5(visitor_hash), 16))::bit(64)::bigint, outlet,
        coalesce(article_id, 0), writer_id from views
      on conflict do nothing`);
  }
}

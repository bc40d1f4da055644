// The roll-up: page views not read yet (by id, past a watermark every instance shares) are added to
// article_daily_views, which rankings read, and to the dashboard's daily tables; then old rows are
// pruned. One run at a time across instances; a run only adds what is new, so it costs the same
// whatever the size of the day.
import { sql } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { pruneAnalytics } from './prune-analytics.ts';
import { type Executor, queryRows } from './query-rows.ts';
import { rollUpStatements, type ViewRange } from './roll-up-statements.ts';

/** Key of the transaction-level advisory lock only the roll-up takes ("salvia" in ASCII). */
export const ROLL_UP_LOCK = 0x73_61_6c_76_69_61;
/** How long a run waits for inserts into page_views in flight to finish before it leaves it to the next run. */
const SETTLE_TRIES = 50;
const SETTLE_PAUSE_MS = 20;

export type RollUpOutcome =
  | { ran: true; range: ViewRange }
  | { ran: false; reason: 'another run holds the lock' | 'page views are being written' };

export async function rollUpDailyViews(deps: Pick<Deps, 'db'>, options: { now?: Date } = {}): Promise<RollUpOutcome> {
  return deps.db.transaction(async (tx) => {
    // Another instance (or a slow run) is at it: it will read these views too.
    const [lock] = await queryRows<{ ok: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${ROLL_UP_LOCK}) as ok`);
    if (!lock?.ok) return { ran: false, reason: 'another run holds the lock' };
    const [progress] = await queryRows<{ last: number }>(
      tx,
      sql`select last_view_id as last from page_view_roll_up where id = 1`,
    );
    const upTo = await lastSettledViewId(tx);
    if (upTo === null) return { ran: false, reason: 'page views are being written' };
    const range = { after: progress?.last ?? 0, upTo };
    if (range.upTo > range.after) {
      for (const statement of rollUpStatements(range)) await tx.execute(statement);
    }
    await pruneAnalytics(tx, options.now ?? new Date());
    return { ran: true, range };
  });
}

/**
 * The newest page view id below which no insert is still in flight. Ids are drawn when a batch is
 * inserted, not when it commits, so a batch being written can hold ids below one already visible;
 * moving the watermark past them would skip them for good. A writer holds its lock on page_views
 * from before it draws an id until it commits, so once no other session holds one, every id up to
 * the newest seen is final. Null when writes never paused.
 */
async function lastSettledViewId(tx: Executor): Promise<number | null> {
  for (let attempt = 0; attempt < SETTLE_TRIES; attempt++) {
    const [row] = await queryRows<{ last: number; writing: boolean }>(
      tx,
      sql`select coalesce(max(id), 0) as last, exists (
          select 1 from pg_locks l
          where l.locktype = 'relation' and l.mode = 'RowExclusiveLock' and l.pid <> pg_backend_pid()
            and l.database = (select oid from pg_database where datname = current_database())
            and l.relation = 'page_views'::regclass
        ) as writing
        from page_views`,
    );
    if (row && !row.writing) return Number(row.last);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_PAUSE_MS));
  }
  return null;
}

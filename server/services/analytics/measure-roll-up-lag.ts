// How far the roll-up is behind: the age of the oldest stored page view it has not counted yet.
// A quiet site with nothing to count is not behind, so its lag is 0 rather than the time since the
// last view.
import { sql } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { queryRows } from './query-rows.ts';

export async function measureRollUpLag(deps: Pick<Deps, 'db'>): Promise<number> {
  // Ids grow with time, so the first id past the watermark is the oldest view waiting: one index probe.
  const [row] = await queryRows<{ seconds: number | string | null }>(
    deps.db,
    sql`select extract(epoch from now() - pv.at) as seconds
      from page_views pv
      where pv.id > (select last_view_id from page_view_roll_up where id = 1)
      order by pv.id limit 1`,
  );
  return row?.seconds == null ? 0 : Math.max(0, Number(row.seconds));
}

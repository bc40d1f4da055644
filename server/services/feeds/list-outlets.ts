// Every outlet with its rule, in the fixed order of contract/feed-outlets.ts.
import { FEED_OUTLETS, type FeedOutlet } from '../../../contract/feed-outlets.ts';
import { feedOutlets } from '../../db/schema/feed-outlets.ts';
import type { Deps } from '../../deps.ts';
import { toOutletJson } from './outlet-json.ts';

export async function listOutlets(deps: Pick<Deps, 'db'>): Promise<FeedOutlet[]> {
  const rows = await deps.db.select().from(feedOutlets);
  return FEED_OUTLETS.map((outlet) =>
    toOutletJson(
      outlet,
      rows.find((row) => row.id === outlet.id),
    ),
  );
}

// The demo feeds every news app, each by its default rule (PR articles left out where refused).
import { FEED_OUTLETS } from '../../../contract/feed-outlets.ts';
import type { Database } from '../../db/client.ts';
import { feedOutlets } from '../../db/schema/feed-outlets.ts';

export async function seedFeedOutlets(db: Database) {
  await db.insert(feedOutlets).values(FEED_OUTLETS.map((outlet) => ({ id: outlet.id, enabled: true })));
}

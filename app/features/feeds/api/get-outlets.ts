// GET /api/v1/feed_outlets (admin): every news app we can feed, with its rule.
import type { FeedOutlet, OutletList } from '../../../../contract/feed-outlets.ts';
import { api } from '../../../lib/api-client.ts';

export async function getOutlets(): Promise<FeedOutlet[]> {
  return (await api<OutletList>('GET', 'feed_outlets')).outlets;
}

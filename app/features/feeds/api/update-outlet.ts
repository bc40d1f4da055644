// PATCH /api/v1/feed_outlets/update?id (admin): the changed parts of an outlet's rule.
import type { z } from 'zod';
import type { FeedOutlet, FeedOutletId, outletResponse, outletUpdate } from '../../../../contract/feed-outlets.ts';
import { api } from '../../../lib/api-client.ts';

export async function updateOutlet(id: FeedOutletId, input: z.input<typeof outletUpdate>): Promise<FeedOutlet> {
  return (await api<z.infer<typeof outletResponse>>('PATCH', 'feed_outlets/update', { query: { id }, body: input }))
    .outlet;
}

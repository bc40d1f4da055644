// PUT /api/v1/categories/reorder (admin): the given ids get orders 0, 1, 2… in that order.
import type { z } from 'zod';
import type { reorderBody } from '../../../../contract/taxonomy.ts';
import { api } from '../../../lib/api-client.ts';

export function reorderCategories(input: z.input<typeof reorderBody>): Promise<{ message: string }> {
  return api('PUT', 'categories/reorder', { body: input });
}

// PUT /api/v1/tags/restore?id (admin).
import { idQuery } from '../../../../contract/common.ts';
import { api } from '../../../lib/api-client.ts';

export const restoreTagInput = idQuery;

export function restoreTag(id: number): Promise<{ message: string }> {
  return api('PUT', 'tags/restore', { query: { id } });
}

// PUT /api/v1/tags/restore?id (admin).
import { api } from '../../../lib/api-client.ts';

export function restoreTag(id: number): Promise<{ message: string }> {
  return api('PUT', 'tags/restore', { query: { id } });
}

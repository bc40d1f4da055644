// PUT /api/v1/writers/restore?id (admin).
import { api } from '../../../lib/api-client.ts';

export function restoreWriter(id: number): Promise<{ message: string }> {
  return api('PUT', 'writers/restore', { query: { id } });
}

// PUT /api/v1/tags/move_to_trash?id (admin).
import { api } from '../../../lib/api-client.ts';

export function moveTagToTrash(id: number): Promise<{ message: string }> {
  return api('PUT', 'tags/move_to_trash', { query: { id } });
}

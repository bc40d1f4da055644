// PUT /api/v1/tags/move_to_trash?id (admin).
import { idQuery } from '../../../../contract/common.ts';
import { api } from '../../../lib/api-client.ts';

export const moveTagToTrashInput = idQuery;

export function moveTagToTrash(id: number): Promise<{ message: string }> {
  return api('PUT', 'tags/move_to_trash', { query: { id } });
}

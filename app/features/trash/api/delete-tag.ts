// DELETE /api/v1/tags/delete?id (admin): permanent, only for a tag already in the trash.
import { api } from '../../../lib/api-client.ts';

export function deleteTag(id: number): Promise<{ message: string }> {
  return api('DELETE', 'tags/delete', { query: { id } });
}

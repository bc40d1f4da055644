// DELETE /api/v1/categories/delete?id (admin): for a trashed category, permanent; refused (422)
// while articles or subtopics still use it.
import { api } from '../../../lib/api-client.ts';

export function deleteCategory(id: number): Promise<{ message: string }> {
  return api('DELETE', 'categories/delete', { query: { id } });
}

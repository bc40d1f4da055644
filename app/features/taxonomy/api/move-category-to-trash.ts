// PUT /api/v1/categories/move_to_trash?id (admin): refused (422) while live subtopics remain.
import { api } from '../../../lib/api-client.ts';

export function moveCategoryToTrash(id: number): Promise<{ message: string }> {
  return api('PUT', 'categories/move_to_trash', { query: { id } });
}

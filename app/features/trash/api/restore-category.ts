// PUT /api/v1/categories/restore?id (admin): refused (422) while the parent is still in the trash.
import { api } from '../../../lib/api-client.ts';

export function restoreCategory(id: number): Promise<{ message: string }> {
  return api('PUT', 'categories/restore', { query: { id } });
}

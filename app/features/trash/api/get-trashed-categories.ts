// GET /api/v1/categories/my_trash (admin): 204 (null from the client) means the trash is empty.
import type { Category, TrashedCategories } from '../../../../contract/taxonomy.ts';
import { api } from '../../../lib/api-client.ts';

export async function getTrashedCategories(): Promise<Category[]> {
  return (await api<TrashedCategories | null>('GET', 'categories/my_trash'))?.categories ?? [];
}

// PATCH /api/v1/categories/update?id (admin): the changed fields in the body.
import type { z } from 'zod';
import type { Category, CategoryResponse, categoryUpdate } from '../../../../contract/taxonomy.ts';
import { api } from '../../../lib/api-client.ts';

export async function updateCategory(id: number, input: z.output<typeof categoryUpdate>): Promise<Category> {
  return (await api<CategoryResponse>('PATCH', 'categories/update', { query: { id }, body: input })).category;
}

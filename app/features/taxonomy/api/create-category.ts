// POST /api/v1/categories/new (admin): the fields go in the query string, as SPEC.md §7 has it.
import type { z } from 'zod';
import type { Category, CategoryResponse, categoryInput } from '../../../../contract/taxonomy.ts';
import { api } from '../../../lib/api-client.ts';

export async function createCategory(input: z.output<typeof categoryInput>): Promise<Category> {
  return (await api<CategoryResponse>('POST', 'categories/new', { query: { ...input } })).category;
}

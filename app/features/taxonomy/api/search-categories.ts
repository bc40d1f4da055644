// GET /api/v1/categories/search?title&page&per: categories whose title contains the words.
import { z } from 'zod';
import { type PageQuery, pageQuery } from '../../../../contract/common.ts';
import type { Category } from '../../../../contract/taxonomy.ts';
import { api } from '../../../lib/api-client.ts';

export const searchCategoriesInput = pageQuery.extend({ title: z.string().trim().min(1).max(50) });

export async function searchCategories(input: Partial<PageQuery> & { title: string }): Promise<Category[]> {
  return (await api<{ categories: Category[] }>('GET', 'categories/search', { query: input })).categories;
}

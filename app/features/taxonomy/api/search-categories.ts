// GET /api/v1/categories/search?title&page&per: categories whose title contains the words.
import type { PageQuery } from '../../../../contract/common.ts';
import { type Category, type CategoryList, categorySearchQuery } from '../../../../contract/taxonomy.ts';
import { api } from '../../../lib/api-client.ts';

export const searchCategoriesInput = categorySearchQuery;

export async function searchCategories(input: Partial<PageQuery> & { title: string }): Promise<Category[]> {
  return (await api<CategoryList>('GET', 'categories/search', { query: input })).categories;
}

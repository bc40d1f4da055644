// GET /api/v1/categories/search?title&page&per: categories whose title contains the words.
import type { PageQuery } from '../../../../contract/common.ts';
import type { Category, CategoryList } from '../../../../contract/taxonomy.ts';
import { allPages } from '../../../lib/all-pages.ts';
import { api } from '../../../lib/api-client.ts';

/** Every category whose title matches, however many pages they take. */
export function searchCategories(input: { title: string }): Promise<Category[]> {
  return allPages(
    (page: PageQuery) => api<CategoryList>('GET', 'categories/search', { query: { ...input, ...page } }),
    (page) => page.categories,
  );
}

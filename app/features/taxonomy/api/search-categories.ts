// GET /api/v1/categories/search?title&page&per: categories whose title contains the words.
import { z } from 'zod';
import { type Meta, type PageQuery, pageQuery } from '../../../../contract/common.ts';
import type { Category } from '../../../../contract/taxonomy.ts';
import { api } from '../../../lib/api-client.ts';
import { allPages } from '../../common/all-pages.ts';

export const searchCategoriesInput = pageQuery.extend({ title: z.string().trim().min(1).max(50) });

/** Every category whose title matches, however many pages they take. */
export function searchCategories(input: { title: string }): Promise<Category[]> {
  return allPages(
    (page: PageQuery) =>
      api<{ categories: Category[]; meta: Meta }>('GET', 'categories/search', { query: { ...input, ...page } }),
    (page) => page.categories,
  );
}

// GET /api/v1/categories/selection: main categories with their subtopics, for pickers.
import type { CategoryTree, CategoryTreeResponse } from '../../../../contract/taxonomy.ts';
import { useApiQuery } from '../../../hooks/use-api-query.ts';
import { api } from '../../../lib/api-client.ts';

export async function getCategorySelection(): Promise<CategoryTree[]> {
  return (await api<CategoryTreeResponse>('GET', 'categories/selection')).categories;
}

export function useCategorySelection() {
  return useApiQuery('categories', getCategorySelection);
}

/** Grouped options for a Mantine Select: subtopics under their main category. */
export function subtopicOptions(tree: CategoryTree[]) {
  return tree.map((main) => ({
    group: main.title,
    items: (main.children.length ? main.children : [main]).map((c) => ({ value: String(c.id), label: c.title })),
  }));
}

// GET /api/v1/categories/selection: main categories with their subtopics, for pickers.
import type { CategoryTree, CategoryTreeResponse } from '../../../../contract/taxonomy.ts';
import { api } from '../../../lib/api-client.ts';

export async function getCategorySelection(): Promise<CategoryTree[]> {
  return (await api<CategoryTreeResponse>('GET', 'categories/selection')).categories;
}

/** Grouped options for a Mantine Select: subtopics under their main category. */
export function subtopicOptions(tree: CategoryTree[]) {
  return tree.map((main) => ({
    group: main.title,
    items: (main.children.length ? main.children : [main]).map((c) => ({ value: String(c.id), label: c.title })),
  }));
}

/** Grouped options for a category filter: each main category (with its subtopics) and then each subtopic. */
export function categoryFilterOptions(tree: CategoryTree[]) {
  return tree.map((main) => ({
    group: main.title,
    items: [
      { value: String(main.id), label: `${main.title}（すべて）` },
      ...main.children.map((c) => ({ value: String(c.id), label: c.title })),
    ],
  }));
}

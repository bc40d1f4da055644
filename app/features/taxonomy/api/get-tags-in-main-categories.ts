// GET /api/v1/categories/tags_in_main_categories: the tags most used in each main category.
import type { TagsInMainCategories } from '../../../../contract/taxonomy.ts';
import { api } from '../../../lib/api-client.ts';

export type MainCategoryTags = TagsInMainCategories['categories'][number];

export async function getTagsInMainCategories(): Promise<MainCategoryTags[]> {
  return (await api<TagsInMainCategories>('GET', 'categories/tags_in_main_categories')).categories;
}

// GET /api/v1/categories/tags_in_main_categories: the tags most used in each main category.
import type { CountedTag } from '../../../../contract/article-feeds.ts';
import { api } from '../../../lib/api-client.ts';

export type MainCategoryTags = { category: { id: number; title: string; slug: string }; tags: CountedTag[] };

export async function getTagsInMainCategories(): Promise<MainCategoryTags[]> {
  return (await api<{ categories: MainCategoryTags[] }>('GET', 'categories/tags_in_main_categories')).categories;
}

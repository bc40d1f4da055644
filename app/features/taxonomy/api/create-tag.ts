// POST /api/v1/tags/new (admin): the fields go in the query string, as SPEC.md §7 has it.
import { type Tag, type TagResponse, tagInput } from '../../../../contract/taxonomy.ts';
import { api } from '../../../lib/api-client.ts';

export const createTagInput = tagInput;
export type CreateTagInput = {
  title: string;
  slug: string;
  description?: string | null;
  reading?: string | null;
  order?: number;
};

export async function createTag(input: CreateTagInput): Promise<Tag> {
  return (await api<TagResponse>('POST', 'tags/new', { query: { ...input } })).tag;
}

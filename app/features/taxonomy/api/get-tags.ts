// GET /api/v1/tags?page&per, or GET /api/v1/tags/search?keyword when a keyword is given: the tag table.
import { z } from 'zod';
import type { Meta } from '../../../../contract/common.ts';
import { pageQuery } from '../../../../contract/common.ts';
import type { Tag } from '../../../../contract/taxonomy.ts';
import { api } from '../../../lib/api-client.ts';

export const getTagsInput = pageQuery.extend({ keyword: z.string().trim().max(50).optional() });
export type TagList = { tags: Tag[]; meta: Meta };

export function getTags({ keyword, ...page }: z.infer<typeof getTagsInput>): Promise<TagList> {
  return keyword
    ? api<TagList>('GET', 'tags/search', { query: { ...page, keyword } })
    : api<TagList>('GET', 'tags', { query: page });
}

// GET /api/v1/tags?page&per, or GET /api/v1/tags/search?keyword when a keyword is given: the tag table.
import type { z } from 'zod';
import { keywordField, pageQuery } from '../../../../contract/common.ts';
import type { TagList } from '../../../../contract/taxonomy.ts';
import { api } from '../../../lib/api-client.ts';

export const getTagsInput = pageQuery.extend({ keyword: keywordField().optional() });

export function getTags({ keyword, ...page }: z.infer<typeof getTagsInput>): Promise<TagList> {
  return keyword
    ? api<TagList>('GET', 'tags/search', { query: { ...page, keyword } })
    : api<TagList>('GET', 'tags', { query: page });
}

// PATCH /api/v1/tags/update?id (admin): the changed fields in the body.
import type { z } from 'zod';
import type { Tag, TagResponse, tagUpdate } from '../../../../contract/taxonomy.ts';
import { api } from '../../../lib/api-client.ts';

export async function updateTag(id: number, input: z.input<typeof tagUpdate>): Promise<Tag> {
  return (await api<TagResponse>('PATCH', 'tags/update', { query: { id }, body: input })).tag;
}

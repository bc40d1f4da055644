// GET /api/v1/tags/my_trash (admin): 204 (null from the client) means the trash is empty.
import type { Tag, TrashedTags } from '../../../../contract/taxonomy.ts';
import { api } from '../../../lib/api-client.ts';

export async function getTrashedTags(): Promise<Tag[]> {
  return (await api<TrashedTags | null>('GET', 'tags/my_trash'))?.tags ?? [];
}

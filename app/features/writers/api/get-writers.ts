// GET /api/v1/writers: the staff directory (for the writer filter, lock holders' names and the list).
import type { Writer, WriterList } from '../../../../contract/writers.ts';
import { allPages } from '../../../lib/all-pages.ts';
import { api } from '../../../lib/api-client.ts';

export function getWritersPage(query: { page?: number; per?: number }): Promise<WriterList> {
  return api<WriterList>('GET', 'writers', { query });
}

/** Every live writer, however many pages they take. */
export function getAllWriters(): Promise<Writer[]> {
  return allPages(getWritersPage, (page) => page.writers);
}

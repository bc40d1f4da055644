// GET /api/v1/writers: the staff directory (for the writer filter, lock holders' names and the list).
import { pageQuery } from '../../../../contract/common.ts';
import type { Writer, WriterList } from '../../../../contract/writers.ts';
import { useApiQuery } from '../../../hooks/use-api-query.ts';
import { allPages } from '../../../lib/all-pages.ts';
import { api } from '../../../lib/api-client.ts';

export const getWritersInput = pageQuery;

export function getWritersPage(query: { page?: number; per?: number }): Promise<WriterList> {
  return api<WriterList>('GET', 'writers', { query });
}

/** Every live writer, however many pages they take. */
export function getAllWriters(): Promise<Writer[]> {
  return allPages(getWritersPage, (page) => page.writers);
}

export function useWriters() {
  return useApiQuery('writers', getAllWriters);
}

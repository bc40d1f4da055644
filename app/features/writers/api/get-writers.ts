// GET /api/v1/writers: the staff directory (for the writer filter, lock holders' names and the list).
import { pageQuery } from '../../../../contract/common.ts';
import type { Writer, WriterList } from '../../../../contract/writers.ts';
import { api } from '../../../lib/api-client.ts';
import { useApiQuery } from '../../common/hooks/use-api-query.ts';

export const getWritersInput = pageQuery;

export function getWritersPage(query: { page?: number; per?: number }): Promise<WriterList> {
  return api<WriterList>('GET', 'writers', { query });
}

export async function getWriters(query: { page?: number; per?: number } = { per: 100 }): Promise<Writer[]> {
  return (await getWritersPage(query)).writers;
}

export function useWriters() {
  return useApiQuery('writers', () => getWriters({ per: 100 }));
}

// GET /api/v1/writers: the staff directory (for the writer filter and lock holders' names).

import { pageQuery } from '../../../../contract/common.ts';
import type { Writer } from '../../../../contract/writers.ts';
import { api } from '../../../lib/api-client.ts';
import { useApiQuery } from '../../common/hooks/use-api-query.ts';

export const getWritersInput = pageQuery;

export async function getWriters(query: { page?: number; per?: number } = { per: 100 }): Promise<Writer[]> {
  return (await api<{ writers: Writer[] }>('GET', 'writers', { query })).writers;
}

export function useWriters() {
  return useApiQuery('writers', () => getWriters({ per: 100 }));
}

// GET /api/v1/writers/trash_writers (admin).
import { DEFAULT_PER, type PageQuery, pageMeta } from '../../../../contract/common.ts';
import type { WriterList } from '../../../../contract/writers.ts';
import { api } from '../../../lib/api-client.ts';

export async function getTrashedWriters(query: Partial<PageQuery>): Promise<WriterList> {
  const list = await api<WriterList | null>('GET', 'writers/trash_writers', { query });
  return list ?? { writers: [], meta: pageMeta({ page: 1, per: query.per ?? DEFAULT_PER }, 0) };
}

// GET /api/v1/writers/search?name&page&per: staff whose name contains the words.
import type { WriterList, WriterSearchQuery } from '../../../../contract/writers.ts';
import { api } from '../../../lib/api-client.ts';

export function searchWriters(
  query: Pick<WriterSearchQuery, 'name'> & Partial<WriterSearchQuery>,
): Promise<WriterList> {
  return api<WriterList>('GET', 'writers/search', { query });
}

// PUT /api/v1/writers/restore?id (admin).
import { idQuery } from '../../../../contract/common.ts';
import { api } from '../../../lib/api-client.ts';

export const restoreWriterInput = idQuery;

export function restoreWriter(id: number): Promise<{ message: string }> {
  return api('PUT', 'writers/restore', { query: { id } });
}

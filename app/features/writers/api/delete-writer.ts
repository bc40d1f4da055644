// DELETE /api/v1/writers/delete?id (admin): moves a writer to the trash (they can no longer sign in).
import { idQuery } from '../../../../contract/common.ts';
import { api } from '../../../lib/api-client.ts';

export const deleteWriterInput = idQuery;

export function deleteWriter(id: number): Promise<{ message: string }> {
  return api('DELETE', 'writers/delete', { query: { id } });
}

// DELETE /api/v1/writers/delete?id (admin): moves a writer to the trash (they can no longer sign in).
import { api } from '../../../lib/api-client.ts';

export function deleteWriter(id: number): Promise<{ message: string }> {
  return api('DELETE', 'writers/delete', { query: { id } });
}

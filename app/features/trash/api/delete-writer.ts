// DELETE /api/v1/writers/delete?id (admin): for a trashed writer, permanent; refused (422) while
// the writer still has articles.
import { api } from '../../../lib/api-client.ts';

export function deleteWriter(id: number): Promise<{ message: string }> {
  return api('DELETE', 'writers/delete', { query: { id } });
}

// DELETE /api/v1/media/delete?id (admin): removes an unused image; one still in use is a 422
// whose message says where it is used.
import { api } from '../../../lib/api-client.ts';

export function deleteMedia(id: number): Promise<{ message: string }> {
  return api('DELETE', 'media/delete', { query: { id } });
}

// DELETE /api/v1/reviewers/delete?id (admin): to the trash, or out of it for good.
import { api } from '../../../lib/api-client.ts';

export function deleteReviewer(id: number): Promise<{ message: string; deleted: 'trash' | 'permanently' }> {
  return api('DELETE', 'reviewers/delete', { query: { id } });
}

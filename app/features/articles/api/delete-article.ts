// DELETE /api/v1/articles/delete?id: moves a live article to the trash.
import { api } from '../../../lib/api-client.ts';

export function deleteArticle(id: number): Promise<{ message: string; deleted: 'trash' | 'permanently' }> {
  return api('DELETE', 'articles/delete', { query: { id } });
}

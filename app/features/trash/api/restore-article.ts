// PUT /api/v1/articles/restore?id: the writer of the article or an admin.
import { api } from '../../../lib/api-client.ts';

export function restoreArticle(id: number): Promise<{ message: string }> {
  return api('PUT', 'articles/restore', { query: { id } });
}

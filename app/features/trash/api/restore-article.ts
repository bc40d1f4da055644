// PUT /api/v1/articles/restore?id: the writer of the article or an admin.
import { idQuery } from '../../../../contract/common.ts';
import { api } from '../../../lib/api-client.ts';

export const restoreArticleInput = idQuery;

export function restoreArticle(id: number): Promise<{ message: string }> {
  return api('PUT', 'articles/restore', { query: { id } });
}

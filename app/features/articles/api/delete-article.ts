// DELETE /api/v1/articles/delete?id: moves a live article to the trash.
import { idQuery } from '../../../../contract/common.ts';
import { api } from '../../../lib/api-client.ts';

export const deleteArticleInput = idQuery;

export function deleteArticle(id: number): Promise<{ message: string; deleted: 'trash' | 'permanently' }> {
  return api('DELETE', 'articles/delete', { query: { id } });
}

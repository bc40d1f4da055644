// DELETE /api/v1/articles/notes/delete?id: a note removed for good.
import type { MessageBody } from '../../../../contract/common.ts';
import { api } from '../../../lib/api-client.ts';

export function deleteArticleNote(id: number): Promise<MessageBody> {
  return api<MessageBody>('DELETE', 'articles/notes/delete', { query: { id } });
}

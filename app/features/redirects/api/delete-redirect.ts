// DELETE /api/v1/redirects/delete?id (admin): the redirect goes for good, its address answers 404 again.
import type { MessageBody } from '../../../../contract/common.ts';
import { api } from '../../../lib/api-client.ts';

export function deleteRedirect(id: number): Promise<MessageBody> {
  return api<MessageBody>('DELETE', 'redirects/delete', { query: { id } });
}

// DELETE /api/v1/series/delete?id (admin): the series goes; its articles stay, no longer numbered.
import type { MessageBody } from '../../../../contract/common.ts';
import { api } from '../../../lib/api-client.ts';

export function deleteSeries(id: number): Promise<MessageBody> {
  return api<MessageBody>('DELETE', 'series/delete', { query: { id } });
}

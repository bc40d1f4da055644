// DELETE /api/v1/style_rules/delete?id (admin): the rule goes for good.
import type { MessageBody } from '../../../../contract/common.ts';
import { api } from '../../../lib/api-client.ts';

export function deleteStyleRule(id: number): Promise<MessageBody> {
  return api<MessageBody>('DELETE', 'style_rules/delete', { query: { id } });
}

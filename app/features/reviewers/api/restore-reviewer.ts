// PUT /api/v1/reviewers/restore?id (admin): back from the trash, onto the articles that name them.
import type { MessageBody } from '../../../../contract/common.ts';
import { api } from '../../../lib/api-client.ts';

export function restoreReviewer(id: number): Promise<MessageBody> {
  return api<MessageBody>('PUT', 'reviewers/restore', { query: { id } });
}

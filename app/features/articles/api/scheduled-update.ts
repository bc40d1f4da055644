// 予約更新 from the editor: the pending version of a live article, saving it, its review and
// throwing it away (409 and 423 reach the caller as ApiError, as for a save).
import type {
  ScheduledUpdate,
  ScheduledUpdateBody,
  ScheduledUpdateList,
  ScheduledUpdateListQuery,
  ScheduledUpdateResponse,
  ScheduledUpdateSaveResponse,
  UpdateReviewRequest,
  UpdateReviewResponse,
} from '../../../../contract/scheduled-updates.ts';
import { api } from '../../../lib/api-client.ts';

export async function listScheduledUpdates(query: ScheduledUpdateListQuery): Promise<ScheduledUpdateList> {
  return api<ScheduledUpdateList>('GET', 'articles/updates', { query });
}

export async function getScheduledUpdate(articleId: number): Promise<ScheduledUpdate | null> {
  return (await api<ScheduledUpdateResponse>('GET', `articles/${articleId}/update`)).update;
}

export function saveScheduledUpdate(
  articleId: number,
  body: Partial<ScheduledUpdateBody>,
): Promise<ScheduledUpdateSaveResponse> {
  return api<ScheduledUpdateSaveResponse>('PUT', `articles/${articleId}/update`, { body });
}

export function reviewScheduledUpdate(articleId: number, body: UpdateReviewRequest): Promise<UpdateReviewResponse> {
  return api<UpdateReviewResponse>('POST', `articles/${articleId}/update/review`, { body });
}

export async function discardScheduledUpdate(articleId: number): Promise<void> {
  await api('DELETE', `articles/${articleId}/update`);
}

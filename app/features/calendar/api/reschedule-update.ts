// Moving an approved scheduled update (予約更新) to another time from the calendar: its review's
// `reschedule`, with the update's version the calendar was loaded with (a newer change answers 409).
import type { UpdateReviewResponse } from '../../../../contract/scheduled-updates.ts';
import { api } from '../../../lib/api-client.ts';

/** The entry as it now stands: its new time and the update's version. */
export async function rescheduleUpdate(
  articleId: number,
  move: { go_live_at: string; updated_at: string },
): Promise<{ published_at: string; updated_at: string }> {
  const { update } = await api<UpdateReviewResponse>('POST', `articles/${articleId}/update/review`, {
    body: { action: 'reschedule', ...move },
  });
  if (!update?.go_live_at) throw new Error('更新版が見つかりませんでした');
  return { published_at: update.go_live_at, updated_at: update.updated_at };
}

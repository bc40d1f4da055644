// Moving a scheduled article to another day from the calendar: what may move, where to, and what
// a refused save means in the editor's words.
import type { ArticleLockedBody } from '../../../contract/articles.ts';
import type { CalendarArticle } from '../../../contract/calendar.ts';
import { ApiError } from '../../lib/api-client.ts';
import { articleState } from '../articles/article-status.ts';
import { moveToDay } from './calendar-range.ts';

export const PAST_DAY_MESSAGE = '予約は未来の日時にしてください';
export const STALE_COPY_MESSAGE =
  'この記事はほかの画面で保存されていました。最新の状態を読み込み直したので、もう一度日付を変更してください';

/**
 * Only what still waits for its time moves: a scheduled article, or an approved update (予約更新)
 * whose time is ahead. A published article keeps the date it went out on; an update not yet
 * approved has only a planned time, which its editor changes.
 */
export function isMovable(article: CalendarArticle, now = Date.now()): boolean {
  if (article.update) {
    return article.update.review_state === 'approved' && Date.parse(article.published_at as string) > now;
  }
  return articleState(article, now) === 'scheduled';
}

/** An entry's own key: an article and its update may stand on the calendar together. */
export function entryKey(article: Pick<CalendarArticle, 'id' | 'update'>): string {
  return `${article.update ? 'update' : 'article'}-${article.id}`;
}

/** The new publishing time on `day` (same JST time of day), or why it may not go there. */
export function plannedMove(
  article: CalendarArticle,
  day: string,
  now = Date.now(),
): { publishedAt: string } | { refused: string } {
  const publishedAt = moveToDay(article.published_at as string, day);
  return new Date(publishedAt).getTime() > now ? { publishedAt } : { refused: PAST_DAY_MESSAGE };
}

/** A refused save as the calendar tells it: someone else's newer save, or their open editor. */
export function rescheduleErrorText(error: unknown): string {
  if (error instanceof ApiError && error.status === 409) return STALE_COPY_MESSAGE;
  if (error instanceof ApiError && error.status === 423) {
    const holder = (error.body as ArticleLockedBody | null)?.locked_by?.name ?? '他の人';
    return `${holder}さんが編集中です。編集が終わってから日付を変更してください`;
  }
  if (error instanceof ApiError) return error.message;
  return '日付を変更できませんでした。通信環境を確認して、もう一度お試しください';
}

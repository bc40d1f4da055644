// The three states an editor talks about. The API stores draft | published; a published article
// whose date is still ahead is 予約 (scheduled) and goes public by itself at that time.
export type ArticleState = 'draft' | 'scheduled' | 'published';

export function articleState(
  a: { status: 'draft' | 'published'; published_at: string | null },
  now = Date.now(),
): ArticleState {
  if (a.status === 'draft') return 'draft';
  return a.published_at && new Date(a.published_at).getTime() > now ? 'scheduled' : 'published';
}

export const STATE_LABEL: Record<ArticleState, string> = { draft: '下書き', scheduled: '予約', published: '公開' };
// The badges hold small text, which needs 4.5:1 contrast (WCAG AA): a dark teal under white text,
// and on the light orange a text darker than any Mantine orange shade (orange.9 reaches only 3.9:1).
export const STATE_COLOR: Record<ArticleState, string> = { draft: 'gray', scheduled: 'orange', published: 'teal.9' };
export const SCHEDULED_TEXT_COLOR = '#a33a00';

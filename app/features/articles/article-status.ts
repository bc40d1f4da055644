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
// Dark shades: the badges hold small text, which needs 4.5:1 contrast (WCAG AA).
export const STATE_COLOR: Record<ArticleState, string> = { draft: 'gray', scheduled: 'orange.9', published: 'teal.9' };

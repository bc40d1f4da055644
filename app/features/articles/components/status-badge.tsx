// 下書き / 予約（日時） / 公開 as a badge, and the review's state beside it.
import { Badge } from '@mantine/core';
import { REVIEW_STATE_LABEL, type ReviewState } from '../../../../contract/review.ts';
import { formatDateTime } from '../../../../contract/time.ts';
import { articleState, SCHEDULED_TEXT_COLOR, STATE_COLOR, STATE_LABEL } from '../article-status.ts';

type Props = {
  article: { status: 'draft' | 'published'; published_at: string | null };
  /** Put the scheduled date inside the badge (else the caller shows it). */
  withDate?: boolean;
};

export function StatusBadge({ article, withDate = true }: Props) {
  const state = articleState(article);
  return (
    <Badge
      color={STATE_COLOR[state]}
      c={state === 'scheduled' ? SCHEDULED_TEXT_COLOR : undefined}
      variant={state === 'published' ? 'filled' : 'light'}
      style={{ flexShrink: 0 }}
    >
      {STATE_LABEL[state]}
      {withDate && state === 'scheduled' && article.published_at ? ` ${formatDateTime(article.published_at)}` : ''}
    </Badge>
  );
}

const REVIEW_COLOR: Record<ReviewState, string> = { pending: 'grape.9', returned: 'red.9', approved: 'teal.9' };

/** 校正待ち / 差し戻し / 承認済み; nothing for an article never submitted. */
export function ReviewBadge({ state }: { state: ReviewState | null }) {
  if (!state) return null;
  return (
    <Badge color={REVIEW_COLOR[state]} variant="outline" style={{ flexShrink: 0 }}>
      {REVIEW_STATE_LABEL[state]}
    </Badge>
  );
}

// 下書き / 予約（日時） / 公開 as a badge.
import { Badge } from '@mantine/core';
import { formatDateTime } from '../../../lib/format.ts';
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

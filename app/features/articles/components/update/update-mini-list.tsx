// Scheduled updates for the dashboard: the update's title (to its editor), its state, time and writer.
import { Text } from '@mantine/core';
import type { ScheduledUpdateSummary } from '../../../../../contract/scheduled-updates.ts';
import { formatDateTime } from '../../../../../contract/time.ts';
import { MiniList } from '../mini-list.tsx';
import { updateEditorPath } from './scheduled-update-card.tsx';
import { UpdateStateBadge } from './update-state.tsx';

export function UpdateMiniList({ updates, empty }: { updates: ScheduledUpdateSummary[]; empty: string }) {
  const entries = updates.map((u) => ({
    key: u.article_id,
    title: u.title,
    to: updateEditorPath(u.article_id),
    below: (
      <>
        <UpdateStateBadge state={u.review_state} />
        <Text size="xs" c="dimmed">
          {u.writer.name}
          {u.go_live_at ? `・入れ替え ${formatDateTime(u.go_live_at)}` : ''}
        </Text>
      </>
    ),
  }));
  return <MiniList entries={entries} empty={empty} />;
}

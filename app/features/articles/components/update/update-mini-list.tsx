// Scheduled updates for the dashboard: the update's title (to its editor), its state, time and writer.
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ScheduledUpdateSummary } from '../../../../../contract/scheduled-updates.ts';
import { formatDateTime } from '../../../../../contract/time.ts';
import { updateEditorPath } from './scheduled-update-card.tsx';
import { UpdateStateBadge } from './update-state.tsx';

export function UpdateMiniList({ updates, empty }: { updates: ScheduledUpdateSummary[]; empty: string }) {
  if (updates.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {empty}
      </Text>
    );
  return (
    <Stack gap={8} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {updates.map((u) => (
        <Stack component="li" key={u.article_id} gap={2}>
          <Anchor component={Link} to={updateEditorPath(u.article_id)} size="sm">
            {u.title}
          </Anchor>
          <Group gap={6} wrap="wrap">
            <UpdateStateBadge state={u.review_state} />
            <Text size="xs" c="dimmed">
              {u.writer.name}
              {u.go_live_at ? `・入れ替え ${formatDateTime(u.go_live_at)}` : ''}
            </Text>
          </Group>
        </Stack>
      ))}
    </Stack>
  );
}

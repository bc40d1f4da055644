// 予約更新 in the editor of a live article: start a pending version (the live article stays as it is
// until the update is approved and its time comes), or open the one there is, with its state.
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCalendarTime } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatDateTime } from '../../../../../contract/time.ts';
import { useApiQuery } from '../../../../hooks/use-api-query.ts';
import { getScheduledUpdate, saveScheduledUpdate } from '../../api/scheduled-update.ts';
import { FIELD_LABEL, UpdateStateBadge } from './update-state.tsx';

export const updateEditorPath = (articleId: number) => `/admin/articles/edit_article/${articleId}/update`;

type Props = { articleId: number; readOnly: boolean; dirty: boolean };

export function ScheduledUpdateCard({ articleId, readOnly, dirty }: Props) {
  const query = useApiQuery(`update:${articleId}`, () => getScheduledUpdate(articleId));
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);
  const update = query.data;

  async function start() {
    setStarting(true);
    try {
      await saveScheduledUpdate(articleId, {});
      await navigate(updateEditorPath(articleId));
    } catch (error) {
      notifications.show({ color: 'red', title: '更新版を作れませんでした', message: (error as Error).message });
    } finally {
      setStarting(false);
    }
  }

  return (
    <Card withBorder data-testid="scheduled-update-card">
      <Group gap="xs" mb="xs">
        <IconCalendarTime size={18} stroke={1.6} aria-hidden />
        <Title order={2} size="h5">
          予約更新
        </Title>
      </Group>
      {update ? (
        <Stack gap="xs">
          <Group gap="xs">
            <UpdateStateBadge state={update.review_state} />
            {update.go_live_at && (
              <Text size="sm">
                {update.review_state === 'approved' ? '' : '予定：'}
                {formatDateTime(update.go_live_at)}に入れ替え
              </Text>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {update.changed.length > 0
              ? `変更：${update.changed.map((f) => FIELD_LABEL[f]).join('・')}`
              : 'まだ公開中の記事と同じ内容です'}
          </Text>
          <Button component={Link} to={updateEditorPath(articleId)} variant="light">
            更新版を編集
          </Button>
        </Stack>
      ) : (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            公開中の記事はそのままにして、書き直した版を校正に出し、決めた日時に入れ替えます。
          </Text>
          <Button
            variant="light"
            onClick={() => void start()}
            loading={starting}
            disabled={readOnly || dirty || query.loading}
          >
            更新を予約（更新版を作る）
          </Button>
          {dirty && (
            <Text size="xs" c="dimmed">
              保存していない変更があります。先に保存するか、元に戻してください
            </Text>
          )}
        </Stack>
      )}
    </Card>
  );
}

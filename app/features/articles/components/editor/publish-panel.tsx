// Publishing: save a draft, publish now or at a JST date-time, preview, and the save status. A
// writer who submits for review saves drafts (with a planned time) and updates what is out. The
// panel stays in view on a desktop; on a phone its buttons sit in a bar at the foot of the screen.
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatDateTime, jstWallToIso } from '../../../../../contract/time.ts';
import type { ArticleState } from '../../article-status.ts';
import type { FieldProblem } from '../../field-problems.ts';
import { StatusBadge } from '../status-badge.tsx';
import { FieldProblemList } from './field-problem-list.tsx';
import classes from './publish-panel.module.css';
import { ScheduleFields, useScheduleInput } from './schedule-fields.tsx';

type Props = {
  state: ArticleState | null;
  publishedAt: string | null;
  scheduleAt: string | null;
  onScheduleChange: (value: string | null) => void;
  scheduleError?: string;
  saving: boolean;
  readOnly: boolean;
  /** False for writers who submit for review: a draft is not theirs to publish, nor a date to move. */
  mayPublish: boolean;
  /** Where saving stands, under the buttons. */
  status: ReactNode;
  /** Choices that go with the next save, shown above the buttons. */
  saveOptions?: ReactNode;
  /** What stopped the last save by hand, listed above the buttons. */
  problems: FieldProblem[];
  /** Counts those refused saves: each shows the list again, even after the writer closed it. */
  refusals: number;
  onSaveDraft: () => void;
  onPublish: () => void;
  onPreview: () => void;
};

function publishLabel(state: ArticleState | null, scheduleAt: string | null): string {
  if (scheduleAt && new Date(jstWallToIso(scheduleAt)) > new Date())
    return state === 'scheduled' ? '予約を更新' : '予約する';
  return state === 'published' ? '更新する' : '公開する';
}

export function PublishPanel(p: Props) {
  const schedule = useScheduleInput(p.scheduleAt, p.onScheduleChange);
  const drafting = !p.state || p.state === 'draft';
  // A day without a usable time would publish at the wrong moment: ask for the time instead.
  const publish = () => {
    if (!schedule.reveal()) p.onPublish();
  };
  return (
    <Card withBorder className={classes.panel}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h5">
          公開
        </Title>
        {p.state ? (
          <StatusBadge article={{ status: p.state === 'draft' ? 'draft' : 'published', published_at: p.publishedAt }} />
        ) : (
          <Text size="xs" c="dimmed">
            未保存
          </Text>
        )}
      </Group>
      <Stack gap="sm">
        {p.state === 'published' && p.publishedAt && (
          <Text size="xs" c="dimmed">
            公開日時: {formatDateTime(p.publishedAt)}
          </Text>
        )}
        <ScheduleFields
          schedule={schedule}
          error={p.scheduleError}
          disabled={p.readOnly || (!p.mayPublish && !drafting)}
        />
        {p.saveOptions}
        <div className={classes.actions}>
          {p.refusals > 0 && <FieldProblemList key={p.refusals} problems={p.problems} />}
          <Group grow gap="xs">
            <Button variant="default" onClick={p.onSaveDraft} loading={p.saving} disabled={p.readOnly}>
              {drafting ? '下書き保存' : '下書きに戻す'}
            </Button>
            {(p.mayPublish || !drafting) && (
              <Button onClick={publish} loading={p.saving} disabled={p.readOnly}>
                {publishLabel(p.state, p.scheduleAt)}
              </Button>
            )}
          </Group>
        </div>
        {!p.mayPublish && drafting && (
          <Text size="xs" c="dimmed">
            公開は管理者の承認のあとです。保存してから「校正に出す」で確認を依頼してください。
          </Text>
        )}
        <Button variant="subtle" leftSection={<IconEye size={16} />} onClick={p.onPreview}>
          プレビュー
        </Button>
        {p.status}
      </Stack>
    </Card>
  );
}

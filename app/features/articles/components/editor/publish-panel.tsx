// Publishing: save a draft, publish now or at a JST date-time, preview, and the save status.
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { IconEye } from '@tabler/icons-react';
import 'dayjs/locale/ja';
import { formatDateTime } from '../../../../lib/format.ts';
import type { ArticleState } from '../../article-status.ts';
import { jstWallToIso, nowJstWall } from '../../schedule.ts';
import { StatusBadge } from '../status-badge.tsx';

type Props = {
  state: ArticleState | null;
  publishedAt: string | null;
  scheduleAt: string | null;
  onScheduleChange: (value: string | null) => void;
  scheduleError?: string;
  saving: boolean;
  readOnly: boolean;
  statusText: string;
  onSaveDraft: () => void;
  onPublish: () => void;
  onPreview: () => void;
};

export function publishLabel(state: ArticleState | null, scheduleAt: string | null): string {
  if (scheduleAt && new Date(jstWallToIso(scheduleAt)) > new Date())
    return state === 'scheduled' ? '予約を更新' : '予約する';
  return state === 'published' ? '更新する' : '公開する';
}

/** The calendar's days read aloud as Japanese dates: 2026-11-24 → 2026年11月24日. */
function calendarDayLabel(day: string): string {
  const [year, month, date] = day.split('-');
  return `${year}年${Number(month)}月${Number(date)}日`;
}

export function PublishPanel(p: Props) {
  return (
    <Card withBorder>
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
        <DateTimePicker
          label="公開日時（日本時間）"
          description="空欄なら今すぐ公開。未来の日時なら予約公開"
          placeholder="今すぐ"
          valueFormat="YYYY/MM/DD HH:mm"
          value={p.scheduleAt}
          onChange={(v) => p.onScheduleChange(v)}
          minDate={nowJstWall().slice(0, 10)}
          clearable
          locale="ja"
          disabled={p.readOnly}
          error={p.scheduleError}
          popoverProps={{ withinPortal: true }}
          getDayAriaLabel={calendarDayLabel}
          ariaLabels={{
            nextMonth: '次の月',
            previousMonth: '前の月',
            nextYear: '次の年',
            previousYear: '前の年',
            monthLevelControl: '月を選ぶ',
            yearLevelControl: '年を選ぶ',
          }}
          timePickerProps={{ hoursInputLabel: '公開時刻（時）', minutesInputLabel: '公開時刻（分）' }}
          submitButtonProps={{ 'aria-label': 'この日時に決める' }}
          clearButtonProps={{ 'aria-label': '公開日時を消す' }}
        />
        <Group grow gap="xs">
          <Button variant="default" onClick={p.onSaveDraft} loading={p.saving} disabled={p.readOnly}>
            {p.state && p.state !== 'draft' ? '下書きに戻す' : '下書き保存'}
          </Button>
          <Button onClick={p.onPublish} loading={p.saving} disabled={p.readOnly}>
            {publishLabel(p.state, p.scheduleAt)}
          </Button>
        </Group>
        <Button variant="subtle" leftSection={<IconEye size={16} />} onClick={p.onPreview}>
          プレビュー
        </Button>
        <Text size="xs" c="dimmed" aria-live="polite" data-testid="save-status">
          {p.statusText}
        </Text>
      </Stack>
    </Card>
  );
}

// 日付を変更: a date picker for one scheduled article, keeping its JST time of day. The way to move
// an article without dragging (keyboard, touch screens).
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import 'dayjs/locale/ja';
import { useState } from 'react';
import type { CalendarArticle } from '../../../../contract/calendar.ts';
import { jstDay, jstTime } from '../../../../contract/time.ts';
import { JAPANESE_CALENDAR } from '../../../lib/japanese-calendar.ts';
import { dayLabel } from '../calendar-range.ts';
import { plannedMove } from '../reschedule.ts';

type Props = {
  /** The article being moved; null keeps the dialog closed. */
  article: CalendarArticle | null;
  today: string;
  onClose: () => void;
  onSave: (article: CalendarArticle, day: string) => Promise<boolean>;
};

export function RescheduleModal({ article, today, onClose, onSave }: Props) {
  return (
    <Modal opened={article !== null} onClose={onClose} title="日付を変更" centered>
      {article && <RescheduleForm key={article.id} article={article} today={today} onClose={onClose} onSave={onSave} />}
    </Modal>
  );
}

function RescheduleForm({ article, today, onClose, onSave }: Props & { article: CalendarArticle }) {
  const current = article.published_at as string;
  const [day, setDay] = useState<string | null>(jstDay(current));
  const [saving, setSaving] = useState(false);
  const time = jstTime(current);
  const plan = day ? plannedMove(article, day) : null;
  const problem = plan && 'refused' in plan ? plan.refused : null;
  const unchanged = day === jstDay(current);

  async function save() {
    if (!day || problem || unchanged) return;
    setSaving(true);
    const saved = await onSave(article, day);
    setSaving(false);
    if (saved) onClose();
  }

  return (
    <Stack gap="sm">
      <div>
        <Text fw={700} lineClamp={2}>
          {article.title}
        </Text>
        <Text size="sm" c="dimmed">
          いまの予約：{dayLabel(jstDay(current))} {time}
        </Text>
      </div>
      <Group justify="center">
        <DatePicker
          value={day}
          onChange={setDay}
          minDate={today}
          defaultDate={jstDay(current)}
          {...JAPANESE_CALENDAR}
          getDayAriaLabel={dayLabel}
        />
      </Group>
      <Text size="sm" role={problem ? 'alert' : undefined} c={problem ? 'red' : undefined}>
        {problem ??
          (day && !unchanged ? `新しい予約：${dayLabel(day)} ${time}（時刻はそのまま）` : '新しい日付を選んでください')}
      </Text>
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onClose}>
          キャンセル
        </Button>
        <Button onClick={save} loading={saving} disabled={!day || Boolean(problem) || unchanged}>
          変更する
        </Button>
      </Group>
    </Stack>
  );
}

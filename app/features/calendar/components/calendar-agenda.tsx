// The calendar on a phone: the days that have articles (and today), one under another, each
// scheduled article with a 日付を変更 button, since dragging across a 390 px grid is impractical.
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { CalendarArticle } from '../../../../contract/calendar.ts';
import { dayLabel } from '../calendar-range.ts';
import { holidayName } from '../holidays.ts';
import { entryKey, isMovable } from '../reschedule.ts';
import classes from './calendar.module.css';
import { CalendarEntry } from './calendar-entry.tsx';

type Props = {
  days: string[];
  today: string;
  byDay: Map<string, CalendarArticle[]>;
  /** False for writers who submit for review: moving a scheduled time is an admin's approval. */
  canMove: boolean;
  onChangeDate: (article: CalendarArticle) => void;
};

export function CalendarAgenda({ days, today, byDay, canMove, onChangeDate }: Props) {
  const shown = days.filter((day) => day === today || byDay.has(day));
  if (byDay.size === 0) {
    return (
      <Paper withBorder p="xl" ta="center">
        <Text c="dimmed">この期間に公開・予約の記事はありません。</Text>
      </Paper>
    );
  }
  return (
    <Stack gap="sm">
      {shown.map((day) => {
        const headingId = `agenda-day-${day}`;
        const articles = byDay.get(day) ?? [];
        return (
          <Paper
            key={day}
            component="section"
            withBorder
            p="sm"
            aria-labelledby={headingId}
            aria-current={day === today ? 'date' : undefined}
            bg={day === today ? 'var(--mantine-primary-color-light)' : undefined}
            data-testid={`agenda-day-${day}`}
          >
            <Title order={3} size="h5" id={headingId} mb="xs">
              {dayLabel(day)}
              {day === today && '（今日）'}
              {holidayName(day) && <span className={classes.holidayName}>{holidayName(day)}</span>}
            </Title>
            {articles.length === 0 ? (
              <Text size="sm" c="dimmed">
                記事はありません
              </Text>
            ) : (
              <ul className={classes.entries}>
                {articles.map((article) => (
                  <CalendarEntry
                    key={entryKey(article)}
                    article={article}
                    movable={canMove && isMovable(article)}
                    detailed
                    wideButton
                    onChangeDate={onChangeDate}
                  />
                ))}
              </ul>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}

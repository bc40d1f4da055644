// The month or week as a 7-column grid: each day a labelled section listing its articles, and a
// drop target for a dragged scheduled article (a past day refuses it). While an article is dragged,
// every day it may land on is marked, and the one under the pointer stands out.
import { Button, VisuallyHidden } from '@mantine/core';
import { type DragEvent, useState } from 'react';
import type { CalendarArticle } from '../../../../contract/calendar.ts';
import { weekdayOf } from '../../../../contract/time.ts';
import { type CalendarView, dayLabel, WEEKDAYS } from '../calendar-range.ts';
import { holidayName } from '../holidays.ts';
import { entryKey, isMovable } from '../reschedule.ts';
import classes from './calendar.module.css';
import { CalendarEntry } from './calendar-entry.tsx';

/** A month's day shows this many articles; the rest are a click away in its week. */
const MONTH_CELL_ENTRIES = 4;

type Props = {
  view: CalendarView;
  days: string[];
  /** `YYYY-MM` of the month shown; days of the months around it are dimmed. */
  month: string;
  today: string;
  byDay: Map<string, CalendarArticle[]>;
  /** False for writers who submit for review: moving a scheduled time is an admin's approval. */
  canMove: boolean;
  onMove: (article: CalendarArticle, day: string) => void;
  onChangeDate: (article: CalendarArticle) => void;
  onOpenWeek: (day: string) => void;
};

const weekdayClass = (weekday: number) =>
  weekday === 0 ? classes.sunday : weekday === 6 ? classes.saturday : undefined;

export function CalendarGrid({ view, days, month, today, byDay, canMove, onMove, onChangeDate, onOpenWeek }: Props) {
  const [dragged, setDragged] = useState<CalendarArticle | null>(null);
  const [over, setOver] = useState<string | null>(null);

  function dragOver(event: DragEvent, day: string) {
    if (!dragged) return;
    // Every day accepts the drop, so a refused one can say why instead of silently snapping back.
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    setOver(day);
  }

  function drop(event: DragEvent, day: string) {
    if (!dragged) return;
    event.preventDefault();
    onMove(dragged, day);
    setDragged(null);
    setOver(null);
  }

  return (
    <div className={`${classes.grid} ${view === 'week' ? classes.week : ''}`}>
      {WEEKDAYS.map((name, weekday) => (
        <div key={name} className={`${classes.weekday} ${weekdayClass(weekday) ?? ''}`} aria-hidden>
          {name}
        </div>
      ))}
      {days.map((day) => {
        const articles = byDay.get(day) ?? [];
        const shown = view === 'month' ? articles.slice(0, MONTH_CELL_ENTRIES) : articles;
        const hidden = articles.length - shown.length;
        const headingId = `calendar-day-${day}`;
        const holiday = holidayName(day);
        return (
          <section
            key={day}
            className={classes.day}
            aria-labelledby={headingId}
            aria-current={day === today ? 'date' : undefined}
            data-today={day === today || undefined}
            data-past={day < today || undefined}
            data-outside={(view === 'month' && !day.startsWith(month)) || undefined}
            data-drop={dragged && over === day ? (day < today ? 'refused' : 'ok') : undefined}
            data-testid={`calendar-day-${day}`}
            data-drop-hint={(dragged && over !== day && day >= today) || undefined}
            onDragOver={(event) => dragOver(event, day)}
            onDragLeave={(event) => {
              // Moving onto an entry inside the day is still over the day.
              if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
              setOver((current) => (current === day ? null : current));
            }}
            onDrop={(event) => drop(event, day)}
          >
            <h3 id={headingId} className={classes.dayHeading}>
              <span
                className={`${classes.dayNumber} ${(holiday ? classes.holiday : weekdayClass(weekdayOf(day))) ?? ''}`}
                aria-hidden
              >
                {Number(day.slice(8))}
              </span>
              {holiday && <span className={classes.holidayName}>{holiday}</span>}
              <VisuallyHidden>
                {dayLabel(day)}
                {day === today && '（今日）'}
              </VisuallyHidden>
            </h3>
            {shown.length > 0 && (
              <ul className={classes.entries}>
                {shown.map((article) => (
                  <CalendarEntry
                    key={entryKey(article)}
                    article={article}
                    movable={canMove && isMovable(article)}
                    detailed={view === 'week'}
                    wideButton={false}
                    dragging={dragged !== null && entryKey(dragged) === entryKey(article)}
                    onDragStart={setDragged}
                    onDragEnd={() => {
                      setDragged(null);
                      setOver(null);
                    }}
                    onChangeDate={onChangeDate}
                  />
                ))}
              </ul>
            )}
            {hidden > 0 && (
              <Button
                variant="subtle"
                size="compact-xs"
                onClick={() => onOpenWeek(day)}
                aria-label={`${dayLabel(day)}のほか${hidden}件を週の表示で見る`}
              >
                ほか{hidden}件
              </Button>
            )}
          </section>
        );
      })}
    </div>
  );
}

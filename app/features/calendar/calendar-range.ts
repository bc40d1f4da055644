// What the editorial calendar shows for a view and a date, all in Japan's calendar: the days of the
// grid, the step to the previous or next period, the headings, and moving a time to another day.
import { z } from 'zod';
import { calendarQuery } from '../../../contract/calendar.ts';
import {
  addDays,
  daysBetween,
  formatDay,
  isoToJstWall,
  jstDay,
  jstWallToIso,
  weekdayOf,
} from '../../../contract/time.ts';

/** The calendar page's address: the view, any day inside the period (today when left out) and the filters. */
export const calendarPageQuery = calendarQuery.pick({ category: true, writer_id: true }).extend({
  view: z.enum(['month', 'week']).default('month'),
  date: z.iso.date().optional(),
});
export type CalendarView = z.output<typeof calendarPageQuery>['view'];

export const WEEKDAYS = ['日', '月', '火', '水', '木', '金', '土'] as const;

function parts(day: string) {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return { year, month, date };
}

const firstOfMonth = (day: string) => `${day.slice(0, 8)}01`;
/** Weeks start on Sunday, as Japanese wall calendars and the editor's date picker do. */
const weekStart = (day: string) => addDays(day, -weekdayOf(day));

function lastOfMonth(day: string): string {
  const { year, month } = parts(day);
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return addDays(next, -1);
}

/** Every day the view shows, whole weeks from Sunday: a month's weeks, or the week holding `date`. */
export function visibleDays(view: CalendarView, date: string): string[] {
  const first = weekStart(view === 'month' ? firstOfMonth(date) : date);
  const last = view === 'month' ? addDays(weekStart(lastOfMonth(date)), 6) : addDays(first, 6);
  return Array.from({ length: daysBetween(first, last) + 1 }, (_, i) => addDays(first, i));
}

/** The date the previous (-1) or next (1) period opens on. */
export function stepDate(view: CalendarView, date: string, direction: -1 | 1): string {
  if (view === 'week') return addDays(weekStart(date), 7 * direction);
  const { year, month } = parts(date);
  const index = year * 12 + (month - 1) + direction;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** The date a switch to `view` shows: a month's week is today's when today is in that month, else its first. */
export function dateForView(view: CalendarView, date: string, today: string): string {
  if (view === 'week' && today.slice(0, 7) === date.slice(0, 7)) return today;
  return view === 'week' ? firstOfMonth(date) : date;
}

/** 2026年11月24日(火) */
export function dayLabel(day: string): string {
  return `${formatDay(day)}(${WEEKDAYS[weekdayOf(day)]})`;
}

/** 11月24日(火): a day inside a period already named. */
export function shortDayLabel(day: string): string {
  const { month, date } = parts(day);
  return `${month}月${date}日(${WEEKDAYS[weekdayOf(day)]})`;
}

/** 2026年11月, or a week: 2026年11月22日〜28日, 2026年11月29日〜12月5日, 2026年12月27日〜2027年1月2日. */
export function periodLabel(view: CalendarView, date: string): string {
  const { year, month } = parts(date);
  if (view === 'month') return `${year}年${month}月`;
  const start = parts(weekStart(date));
  const end = parts(addDays(weekStart(date), 6));
  const tail =
    end.year !== start.year
      ? `${end.year}年${end.month}月${end.date}日`
      : end.month !== start.month
        ? `${end.month}月${end.date}日`
        : `${end.date}日`;
  return `${start.year}年${start.month}月${start.date}日〜${tail}`;
}

/** The same JST time of day (to the second) on `day`, as ISO with +09:00. */
export function moveToDay(iso: string, day: string): string {
  return jstWallToIso(`${day} ${isoToJstWall(iso).slice(11)}`);
}

/** Articles by their JST day, each day's in publishing order (a move being saved may have broken it). */
export function articlesByDay<T extends { id: number; published_at: string | null }>(articles: T[]): Map<string, T[]> {
  const time = (a: T) => Date.parse(a.published_at ?? '');
  const days = new Map<string, T[]>();
  for (const article of [...articles].sort((a, b) => time(a) - time(b) || a.id - b.id)) {
    if (!article.published_at) continue;
    const day = jstDay(article.published_at);
    const list = days.get(day);
    if (list) list.push(article);
    else days.set(day, [article]);
  }
  return days;
}

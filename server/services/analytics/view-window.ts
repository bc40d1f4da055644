// The dashboard's window: the last N calendar days in Japan, today included.
import { jstDay } from './jst-day.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export type DayViews = { day: string; views: number; visitors: number };

export type ViewWindow = {
  /** Every JST day of the window, oldest first, as 'YYYY-MM-DD'. */
  days: string[];
  from: string;
  to: string;
};

/** JST has no daylight saving: a day is always 24 hours. */
export function viewWindow(length: number, now: Date = new Date()): ViewWindow {
  const days = Array.from({ length }, (_, i) => jstDay(new Date(now.getTime() - (length - 1 - i) * DAY_MS)));
  return { days, from: days[0] as string, to: days[length - 1] as string };
}

/** Every day of the window, oldest first; a day without views shows zeros. */
export function fillDays(window: ViewWindow, rows: DayViews[]) {
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return window.days.map((day) => ({
    day,
    views: byDay.get(day)?.views ?? 0,
    visitors: byDay.get(day)?.visitors ?? 0,
  }));
}

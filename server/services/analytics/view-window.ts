// The dashboard's window: the last N calendar days in Japan, today included.
import { jstDaysAgo } from '../../../contract/time.ts';

export type DayViews = { day: string; views: number; visitors: number };

export type ViewWindow = {
  /** Every JST day of the window, oldest first, as 'YYYY-MM-DD'. */
  days: string[];
  from: string;
  to: string;
};

export function viewWindow(length: number, now: Date = new Date()): ViewWindow {
  const days = Array.from({ length }, (_, i) => jstDaysAgo(length - 1 - i, now));
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

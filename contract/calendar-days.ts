// Calendar days in Japan as `YYYY-MM-DD` strings, for the editorial calendar on both sides. Japan
// keeps one offset all year, so a day is 24 hours and plain UTC arithmetic on the date is exact.
import { DAY_MS, SITE_UTC_OFFSET } from './time.ts';

const asUtcMidnight = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The day `count` days after `day` (negative: before it). */
export function addDays(day: string, count: number): string {
  return new Date(asUtcMidnight(day) + count * DAY_MS).toISOString().slice(0, 10);
}

/** How many days `to` lies after `from` (0 for the same day, negative when it comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.round((asUtcMidnight(to) - asUtcMidnight(from)) / DAY_MS);
}

/** 0 for Sunday … 6 for Saturday. */
export function weekdayOf(day: string): number {
  return new Date(asUtcMidnight(day)).getUTCDay();
}

/** The instant a JST day begins (00:00 in Japan). */
export function jstDayStart(day: string): Date {
  return new Date(`${day}T00:00:00${SITE_UTC_OFFSET}`);
}

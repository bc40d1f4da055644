// Calendar days in Japan, reckoned the same way in JavaScript and in SQL: analytics and rankings count
// JST days whatever the server's or the database's time zone.
import { type SQL, sql } from 'drizzle-orm';
import { DAY_MS, SITE_TIME_ZONE } from '../../../contract/time.ts';

const formatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** 'YYYY-MM-DD' of `date` in Japan. */
export function jstDay(date: Date): string {
  return formatter.format(date);
}

/** 'YYYY-MM-DD' of the JST day `days` days before `now`'s (negative: after it). */
export function jstDaysAgo(days: number, now: Date = new Date()): string {
  return jstDay(new Date(now.getTime() - days * DAY_MS));
}

/** The zone as a literal, not a parameter: it also stands in UNION branches and index-matched expressions. */
const zone = sql.raw(`'${SITE_TIME_ZONE}'`);

/** The database side of jstDay: the JST date of a timestamptz expression. */
export function jstDayOf(timestamp: SQL): SQL {
  return sql`(${timestamp} at time zone ${zone})::date`;
}

// The database side of contract/time.ts: calendar days in Japan reckoned in SQL the way jstDay reckons
// them in JavaScript, so analytics and rankings count JST days whatever the database's time zone.
import { type SQL, sql } from 'drizzle-orm';
import { SITE_TIME_ZONE } from '../../../contract/time.ts';

/** The zone as a literal, not a parameter: it also stands in UNION branches and index-matched expressions. */
const zone = sql.raw(`'${SITE_TIME_ZONE}'`);

/** The JST date of a timestamptz expression. */
export function jstDayOf(timestamp: SQL): SQL {
  return sql`(${timestamp} at time zone ${zone})::date`;
}

// The site's clock: every calendar day, date and schedule is Japan's, whatever the server's or the
// browser's zone. Isomorphic (the site, the admin and the server); the database's side is
// server/services/time/jst-day.ts.
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);

export const SITE_TIME_ZONE = 'Asia/Tokyo';
/** SITE_TIME_ZONE's offset. Japan has no daylight saving: it never changes, and every day is 24 hours. */
const SITE_UTC_OFFSET = '+09:00';
const OFFSET_MINUTES =
  (Date.parse('2000-01-01T00:00:00Z') - Date.parse(`2000-01-01T00:00:00${SITE_UTC_OFFSET}`)) / 60_000;
export const DAY_MS = 24 * 60 * 60 * 1000;

/** An instant: a Date, or an ISO string with its offset (`…Z`, `…+09:00`). */
type Instant = Date | string;

/**
 * The instant on Japan's calendar and clock: a dayjs in UTC mode, moved by the offset, whose fields
 * read as JST. Not dayjs's `tz()` or `utcOffset()`: both go through the machine's own zone and slip
 * an hour around its daylight-saving changes (iamkun/dayjs#2675), as a browser abroad would show.
 */
function inJapan(instant: Instant): Dayjs {
  return dayjs.utc(new Date(instant)).add(OFFSET_MINUTES, 'minute');
}

/** A `YYYY-MM-DD` day as dayjs reads it in UTC mode, where adding days never meets a clock change. */
const asDay = (day: string) => dayjs.utc(day);

const DATE = 'YYYY年M月D日';

/** 'YYYY-MM-DD' of `instant` in Japan. */
export function jstDay(instant: Instant): string {
  return inJapan(instant).format('YYYY-MM-DD');
}

/** Today in Japan, 'YYYY-MM-DD'. */
export function todayInJapan(): string {
  return jstDay(new Date());
}

/** 'YYYY-MM-DD' of the JST day `days` days before `now`'s (negative: after it). */
export function jstDaysAgo(days: number, now: Instant = new Date()): string {
  return addDays(jstDay(now), -days);
}

/** `HH:mm` in Japan of an instant. */
export function jstTime(instant: Instant): string {
  return inJapan(instant).format('HH:mm');
}

/** An instant as JST wall time, `YYYY-MM-DD HH:mm:ss`: what the editor's schedule fields hold. */
export function isoToJstWall(instant: Instant): string {
  return inJapan(instant).format('YYYY-MM-DD HH:mm:ss');
}

/** `YYYY-MM-DD HH:mm[:ss]` (JST wall time) → ISO with +09:00, which no Date ever reinterprets. */
export function jstWallToIso(wall: string): string {
  const [date, time = '00:00:00'] = wall.trim().split(/[ T]/);
  const full = time.length === 5 ? `${time}:00` : time;
  return `${date}T${full}${SITE_UTC_OFFSET}`;
}

/** The instant a JST day begins (00:00 in Japan). */
export function jstDayStart(day: string): Date {
  return new Date(jstWallToIso(`${day} 00:00:00`));
}

/** The day `count` days after `day` (negative: before it). */
export function addDays(day: string, count: number): string {
  return asDay(day).add(count, 'day').format('YYYY-MM-DD');
}

/** How many days `to` lies after `from` (0 for the same day, negative when it comes first). */
export function daysBetween(from: string, to: string): number {
  return asDay(to).diff(asDay(from), 'day');
}

/** 0 for Sunday … 6 for Saturday. */
export function weekdayOf(day: string): number {
  return asDay(day).day();
}

/** 2026年11月22日, of an instant's day in Japan. */
export function formatDate(instant: Instant): string {
  return inJapan(instant).format(DATE);
}

/** 2026年11月22日 18:05 */
export function formatDateTime(instant: Instant): string {
  return inJapan(instant).format(`${DATE} HH:mm`);
}

/** 2026年11月24日, of a calendar day. */
export function formatDay(day: string): string {
  return asDay(day).format(DATE);
}

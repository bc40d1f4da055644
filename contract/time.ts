// The site's clock: every calendar day, date and schedule is Japan's, whatever the server's or the
// browser's zone. Isomorphic (the site, the admin and the server); the database's side is
// server/services/time/jst-day.ts.
export const SITE_TIME_ZONE = 'Asia/Tokyo';
/** SITE_TIME_ZONE's offset. Japan has no daylight saving: it never changes, and every day is 24 hours. */
const SITE_UTC_OFFSET = '+09:00';
const OFFSET_MS = Date.parse('2000-01-01T00:00:00Z') - Date.parse(`2000-01-01T00:00:00${SITE_UTC_OFFSET}`);
export const DAY_MS = 24 * 60 * 60 * 1000;

/** An instant: a Date, or an ISO string with its offset (`…Z`, `…+09:00`). */
type Instant = Date | string;

/** A calendar day and wall time, field by field. */
type Fields = { year: number; month: number; day: number; hours: number; minutes: number; seconds: number };

/** A Date's UTC fields: never the machine's zone. */
function fieldsOf(shifted: Date): Fields {
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hours: shifted.getUTCHours(),
    minutes: shifted.getUTCMinutes(),
    seconds: shifted.getUTCSeconds(),
  };
}

/**
 * Japan's calendar and clock at an instant: the instant moved by the offset, its UTC fields read as
 * JST. Plain arithmetic, no date library (every public page loads this file), and never the
 * machine's zone, which slips an hour around its daylight-saving changes in a browser abroad.
 */
function inJapan(instant: Instant): Fields {
  return fieldsOf(new Date(new Date(instant).getTime() + OFFSET_MS));
}

/** A `YYYY-MM-DD` day as midnight UTC, where adding days never meets a clock change. */
const asDay = (day: string) => new Date(`${day}T00:00:00Z`);

const two = (value: number) => String(value).padStart(2, '0');
const isoDay = ({ year, month, day }: Fields) => `${year}-${two(month)}-${two(day)}`;
const clock = ({ hours, minutes }: Fields) => `${two(hours)}:${two(minutes)}`;
/** 2026年11月22日: no leading zeros. */
const written = ({ year, month, day }: Fields) => `${year}年${month}月${day}日`;

/** 'YYYY-MM-DD' of `instant` in Japan. */
export function jstDay(instant: Instant): string {
  return isoDay(inJapan(instant));
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
  return clock(inJapan(instant));
}

/** An instant as JST wall time, `YYYY-MM-DD HH:mm:ss`: what the editor's schedule fields hold. */
export function isoToJstWall(instant: Instant): string {
  const fields = inJapan(instant);
  return `${isoDay(fields)} ${clock(fields)}:${two(fields.seconds)}`;
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
  return isoDay(fieldsOf(new Date(asDay(day).getTime() + count * DAY_MS)));
}

/** How many days `to` lies after `from` (0 for the same day, negative when it comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.round((asDay(to).getTime() - asDay(from).getTime()) / DAY_MS);
}

/** 0 for Sunday … 6 for Saturday. */
export function weekdayOf(day: string): number {
  return asDay(day).getUTCDay();
}

/** 2026年11月22日, of an instant's day in Japan. */
export function formatDate(instant: Instant): string {
  return written(inJapan(instant));
}

/** 2026年11月22日 18:05 */
export function formatDateTime(instant: Instant): string {
  const fields = inJapan(instant);
  return `${written(fields)} ${clock(fields)}`;
}

/** 2026年11月24日, of a calendar day. */
export function formatDay(day: string): string {
  return written(fieldsOf(asDay(day)));
}

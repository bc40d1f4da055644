// Publishing dates are chosen as Japan time, whatever the browser's zone, and sent with +09:00.
// In the editor they travel as JST wall time, `YYYY-MM-DD HH:mm:ss`, which no Date ever reinterprets.
import { SITE_TIME_ZONE, SITE_UTC_OFFSET } from '../../../contract/time.ts';

// Intl's own time zone data, like app/lib/format.ts: it reads only the instant, never the browser's
// zone, and needs no Date subclass (a replaced global Date, as test clocks install, breaks those).
const jstParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: SITE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** `YYYY-MM-DD HH:mm[:ss]` (JST wall time from the picker) → ISO with +09:00. */
export function jstWallToIso(wall: string): string {
  const [date, time = '00:00:00'] = wall.trim().split(/[ T]/);
  const full = time.length === 5 ? `${time}:00` : time;
  return `${date}T${full}${SITE_UTC_OFFSET}`;
}

/** ISO → JST wall time for the picker. */
export function isoToJstWall(iso: string): string {
  const p: Record<string, string> = {};
  for (const { type, value } of jstParts.formatToParts(new Date(iso))) p[type] = value;
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** Now as JST wall time, for the picker's minimum. */
export function nowJstWall(): string {
  return isoToJstWall(new Date().toISOString());
}

/** The day (`YYYY-MM-DD`) and the time (`HH:mm`) of a JST wall time. */
export function splitJstWall(wall: string): { day: string; time: string } {
  const [day = '', time = '00:00'] = wall.trim().split(/[ T]/);
  return { day, time: time.slice(0, 5) };
}

/** A day and an `HH:mm` time → JST wall time. */
export function joinJstWall(day: string, time: string): string {
  return `${day} ${time}:00`;
}

/**
 * A time as people type it → `HH:mm`, or null when it is not a time of day. Accepts full-width
 * digits (an IME left on), `9:00`, `0900`, `930`, `9`, `14時30分`, `9時`.
 */
export function parseTimeText(text: string): string | null {
  const t = text.normalize('NFKC').replace(/\s+/g, '');
  let match = /^(\d{1,2})(?::|時)(\d{1,2})?分?$/.exec(t);
  if (!match) match = /^(\d{1,2}?)(\d{2})$/.exec(t);
  if (!match) match = /^(\d{1,2})$/.exec(t);
  if (!match) return null;
  const hours = Number(match[1] || 0);
  const minutes = Number(match[2] ?? 0);
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

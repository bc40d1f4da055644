// The publishing date and time as the editor takes them: a day from the calendar and a typed time,
// kept as JST wall time, `YYYY-MM-DD HH:mm:ss` (contract/time.ts turns it into an instant and back).

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

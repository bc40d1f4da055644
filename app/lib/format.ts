// Dates as Japanese readers expect them, always in Asia/Tokyo. The platform's Intl does this on both
// the server and the browser, so every public page is spared a date library (~7 KB gzip).
const TOKYO = 'Asia/Tokyo';

const dateParts = new Intl.DateTimeFormat('en-US', {
  timeZone: TOKYO,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});

function tokyo(iso: string | Date) {
  const parts: Record<string, string> = {};
  for (const { type, value } of dateParts.formatToParts(new Date(iso))) parts[type] = value;
  return parts;
}

/** 2026年11月22日 */
export function formatDate(iso: string | Date): string {
  const p = tokyo(iso);
  return `${p.year}年${p.month}月${p.day}日`;
}

/** 2026年11月22日 18:05 */
export function formatDateTime(iso: string | Date): string {
  const p = tokyo(iso);
  return `${p.year}年${p.month}月${p.day}日 ${p.hour.padStart(2, '0')}:${p.minute.padStart(2, '0')}`;
}

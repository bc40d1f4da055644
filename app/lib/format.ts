// Dates (always in Asia/Tokyo) and counts as Japanese readers expect them. The platform's Intl does this on both
// the server and the browser, so every public page is spared a date library (~7 KB gzip).
import type { Meta } from '../../contract/common.ts';
import { SITE_TIME_ZONE } from '../../contract/time.ts';

const dateParts = new Intl.DateTimeFormat('en-US', {
  timeZone: SITE_TIME_ZONE,
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

const count = new Intl.NumberFormat('ja-JP');

/** 12件, 1,234件; 1,000件以上 when a search stopped counting there. */
export function formatTotal(meta: Pick<Meta, 'total' | 'total_capped'>): string {
  return `${count.format(meta.total)}件${meta.total_capped ? '以上' : ''}`;
}

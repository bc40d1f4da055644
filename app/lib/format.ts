// Dates as Japanese readers expect them, always in Asia/Tokyo.
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

const TOKYO = 'Asia/Tokyo';

/** 2026年11月22日 */
export function formatDate(iso: string | Date): string {
  return format(new TZDate(new Date(iso).getTime(), TOKYO), 'yyyy年M月d日');
}

/** 2026年11月22日 18:05 */
export function formatDateTime(iso: string | Date): string {
  return format(new TZDate(new Date(iso).getTime(), TOKYO), 'yyyy年M月d日 HH:mm');
}

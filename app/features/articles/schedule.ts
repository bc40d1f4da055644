// Publishing dates are chosen as Japan time, whatever the browser's zone, and sent with +09:00.
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/** `YYYY-MM-DD HH:mm[:ss]` (JST wall time from the picker) → ISO with +09:00. */
export function jstWallToIso(wall: string): string {
  const [date, time = '00:00:00'] = wall.trim().split(/[ T]/);
  const full = time.length === 5 ? `${time}:00` : time;
  return `${date}T${full}+09:00`;
}

/** ISO → JST wall time for the picker. */
export function isoToJstWall(iso: string): string {
  return format(new TZDate(new Date(iso).getTime(), 'Asia/Tokyo'), 'yyyy-MM-dd HH:mm:ss');
}

/** Now as JST wall time, for the picker's minimum. */
export function nowJstWall(): string {
  return isoToJstWall(new Date().toISOString());
}

// The site's clock: every calendar day, date and schedule is Japan's, whatever the server's or the
// browser's zone. Isomorphic; the database's side is server/services/time/jst-day.ts.
export const SITE_TIME_ZONE = 'Asia/Tokyo';
/** Japan has no daylight saving: its offset never changes, and every day is 24 hours. */
export const SITE_UTC_OFFSET = '+09:00';
export const DAY_MS = 24 * 60 * 60 * 1000;

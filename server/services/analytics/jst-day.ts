// Analytics counts calendar days in Japan, whatever the server's time zone.
const formatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** 'YYYY-MM-DD' of `date` in Asia/Tokyo. */
export function jstDay(date: Date): string {
  return formatter.format(date);
}

import { afterEach, describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  formatDate,
  formatDateTime,
  formatDay,
  isoToJstWall,
  jstDay,
  jstDayStart,
  jstDaysAgo,
  jstTime,
  jstWallToIso,
  SITE_TIME_ZONE,
  weekdayOf,
} from './time.ts';

describe('the day of an instant in Japan', () => {
  it('turns at 15:00 UTC, midnight in Japan', () => {
    expect(jstDay('2026-11-21T14:59:59.999Z')).toBe('2026-11-21');
    expect(jstDay('2026-11-21T15:00:00.000Z')).toBe('2026-11-22');
    expect(jstDay(new Date('2026-11-22T00:00:00+09:00'))).toBe('2026-11-22');
  });

  it('turns over months, years and onto a leap day', () => {
    expect(jstDay('2026-11-30T15:00:00Z')).toBe('2026-12-01');
    expect(jstDay('2026-12-31T15:00:00Z')).toBe('2027-01-01');
    expect(jstDay('2028-02-28T15:00:00Z')).toBe('2028-02-29');
    expect(jstDay('2028-02-29T15:00:00Z')).toBe('2028-03-01');
  });

  it('counts days back from the JST day of `now`, not the UTC one', () => {
    // 2026-03-01 00:30 in Japan is still 2026-02-28 in UTC.
    const now = new Date('2026-02-28T15:30:00Z');
    expect(jstDaysAgo(0, now)).toBe('2026-03-01');
    expect(jstDaysAgo(1, now)).toBe('2026-02-28');
    expect(jstDaysAgo(-1, now)).toBe('2026-03-02');
    expect(jstDaysAgo(1, '2028-02-29T15:00:00Z')).toBe('2028-02-29');
  });
});

describe('JST wall time', () => {
  it('reads an instant as the time on a clock in Japan', () => {
    expect(isoToJstWall('2026-12-01T00:00:00.000Z')).toBe('2026-12-01 09:00:00');
    expect(isoToJstWall('2026-11-30T15:00:45Z')).toBe('2026-12-01 00:00:45');
    expect(jstTime('2026-11-30T14:30:00.000Z')).toBe('23:30');
  });

  it('is sent with +09:00 and read back to the same wall time', () => {
    expect(jstWallToIso('2026-12-01 09:00:00')).toBe('2026-12-01T09:00:00+09:00');
    expect(jstWallToIso('2026-12-01 09:00')).toBe('2026-12-01T09:00:00+09:00');
    expect(isoToJstWall(jstWallToIso('2028-02-29 23:59:59'))).toBe('2028-02-29 23:59:59');
  });

  it('starts a day at midnight in Japan, 15:00 UTC the day before', () => {
    expect(jstDayStart('2026-12-01').toISOString()).toBe('2026-11-30T15:00:00.000Z');
    expect(jstDayStart('2028-03-01').toISOString()).toBe('2028-02-29T15:00:00.000Z');
  });
});

describe('the offset', () => {
  it("agrees with the zone database's Asia/Tokyo, an hour at a time over a leap year", () => {
    const zoneWall = new Intl.DateTimeFormat('sv-SE', {
      timeZone: SITE_TIME_ZONE,
      dateStyle: 'short',
      timeStyle: 'medium',
    });
    for (let at = Date.parse('2028-01-01T00:00:00Z'); at < Date.parse('2029-01-01T00:00:00Z'); at += 3_600_000) {
      expect(isoToJstWall(new Date(at))).toBe(zoneWall.format(at));
    }
  });
});

describe('a browser abroad', () => {
  const zone = process.env.TZ;
  afterEach(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it.each([
    // New York springs forward at 02:00 on 2026-03-08: 02:30 does not exist on its clocks.
    ['America/New_York', '2026-03-07T17:30:00Z', '2026-03-08 02:30:00'],
    // London springs forward at 01:00 UTC on 2026-03-29.
    ['Europe/London', '2026-03-29T00:30:00Z', '2026-03-29 09:30:00'],
    ['Europe/London', '2026-10-25T00:30:00Z', '2026-10-25 09:30:00'],
  ])('in %s still sees the clock in Japan at %s', (machineZone, instant, wall) => {
    process.env.TZ = machineZone;
    expect(isoToJstWall(instant)).toBe(wall);
    expect(jstDay(instant)).toBe(wall.slice(0, 10));
  });
});

describe('calendar days', () => {
  it('steps over month, year and leap-day ends', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('counts the days between two days, negative when the second comes first', () => {
    expect(daysBetween('2026-11-01', '2026-11-01')).toBe(0);
    expect(daysBetween('2026-11-01', '2026-12-15')).toBe(44);
    expect(daysBetween('2026-12-01', '2026-11-30')).toBe(-1);
    expect(daysBetween('2028-02-01', '2028-03-01')).toBe(29);
  });

  it('names the weekday, Sunday first', () => {
    expect(weekdayOf('2026-11-22')).toBe(0);
    expect(weekdayOf('2026-11-24')).toBe(2);
    expect(weekdayOf('2028-02-29')).toBe(2);
  });
});

describe('dates as Japanese readers write them', () => {
  it('writes the date of the day in Japan, without leading zeros', () => {
    // 15:30 UTC is already the next day in Japan.
    expect(formatDate('2026-11-21T15:30:00Z')).toBe('2026年11月22日');
    expect(formatDate(new Date('2026-01-05T00:00:00+09:00'))).toBe('2026年1月5日');
    expect(formatDate('2028-02-28T15:00:00Z')).toBe('2028年2月29日');
  });

  it('adds a 24-hour time with two-digit hours and minutes', () => {
    expect(formatDateTime('2026-11-22T09:05:00Z')).toBe('2026年11月22日 18:05');
    expect(formatDateTime('2026-11-21T15:00:00Z')).toBe('2026年11月22日 00:00');
  });

  it('writes a calendar day the same way', () => {
    expect(formatDay('2026-11-24')).toBe('2026年11月24日');
    expect(formatDay('2027-01-02')).toBe('2027年1月2日');
  });
});

import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, jstDayStart, weekdayOf } from './calendar-days.ts';

describe('calendar days in Japan', () => {
  it('steps over month, year and leap-day ends', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('counts the days between two days, negative when the second comes first', () => {
    expect(daysBetween('2026-11-01', '2026-11-01')).toBe(0);
    expect(daysBetween('2026-11-01', '2026-12-15')).toBe(44);
    expect(daysBetween('2026-12-01', '2026-11-30')).toBe(-1);
  });

  it('names the weekday, Sunday first', () => {
    expect(weekdayOf('2026-11-22')).toBe(0);
    expect(weekdayOf('2026-11-24')).toBe(2);
  });

  it('starts a day at midnight in Japan, 15:00 UTC the day before', () => {
    expect(jstDayStart('2026-12-01').toISOString()).toBe('2026-11-30T15:00:00.000Z');
  });
});

import { describe, expect, it } from 'vitest';
import {
  articlesByDay,
  dateForView,
  dayLabel,
  moveToDay,
  periodLabel,
  stepDate,
  visibleDays,
} from './calendar-range.ts';

describe('the days a calendar view shows', () => {
  it('fills a month with whole weeks from Sunday, taking in the neighbouring months', () => {
    const days = visibleDays('month', '2026-11-24');
    expect(days).toHaveLength(35);
    expect(days[0]).toBe('2026-11-01');
    expect(days.at(-1)).toBe('2026-12-05');
  });

  it('starts a month on the Sunday before its first day and runs six weeks when it needs them', () => {
    const days = visibleDays('month', '2026-08-10');
    expect(days[0]).toBe('2026-07-26');
    expect(days.at(-1)).toBe('2026-09-05');
    expect(days).toHaveLength(42);
  });

  it('shows the week holding the date, Sunday to Saturday, across a year end', () => {
    expect(visibleDays('week', '2026-11-24')).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
    expect(visibleDays('week', '2027-01-01')[0]).toBe('2026-12-27');
  });

  it('steps a month to the first of the next or previous one, and a week by seven days from its Sunday', () => {
    expect(stepDate('month', '2026-11-24', 1)).toBe('2026-12-01');
    expect(stepDate('month', '2026-12-31', 1)).toBe('2027-01-01');
    expect(stepDate('month', '2026-01-15', -1)).toBe('2025-12-01');
    expect(stepDate('week', '2026-11-24', 1)).toBe('2026-11-29');
    expect(stepDate('week', '2026-11-24', -1)).toBe('2026-11-15');
  });
});

describe('calendar headings', () => {
  it('names a day with its weekday', () => {
    expect(dayLabel('2026-11-24')).toBe('2026年11月24日(火)');
  });

  it('names a month, and a week within a month, across months and across years', () => {
    expect(periodLabel('month', '2026-11-24')).toBe('2026年11月');
    expect(periodLabel('week', '2026-11-24')).toBe('2026年11月22日〜28日');
    expect(periodLabel('week', '2026-12-01')).toBe('2026年11月29日〜12月5日');
    expect(periodLabel('week', '2026-12-30')).toBe('2026年12月27日〜2027年1月2日');
  });
});

describe('moving a scheduled time to another day', () => {
  it('keeps the time of day in Japan, whatever day the instant falls on in UTC', () => {
    // 23:30 JST on the 30th is 14:30 UTC the same day; 08:00 JST on the 1st is 23:00 UTC the day before.
    expect(moveToDay('2026-11-30T14:30:00.000Z', '2026-12-03')).toBe('2026-12-03T23:30:00+09:00');
    expect(moveToDay('2026-11-30T23:00:00.000Z', '2026-12-05')).toBe('2026-12-05T08:00:00+09:00');
    expect(moveToDay('2026-11-30T23:00:45.000Z', '2026-11-28')).toBe('2026-11-28T08:00:45+09:00');
  });
});

describe('articles by day', () => {
  it('files each article under its JST day, in publishing order whatever offset its time is written in', () => {
    const byDay = articlesByDay([
      // 08:30 JST on the 1st, though its text sorts before the 08:00 written with +09:00.
      { id: 2, published_at: '2026-11-30T23:30:00.000Z' },
      { id: 3, published_at: '2026-12-01T08:00:00+09:00' },
      { id: 1, published_at: '2026-11-30T14:30:00.000Z' },
    ]);
    expect(Object.fromEntries([...byDay].map(([day, list]) => [day, list.map((a) => a.id)]))).toEqual({
      '2026-11-30': [1],
      '2026-12-01': [3, 2],
    });
  });
});

describe('switching views', () => {
  it("opens a month's week on today when today is in it, else on its first week; a week's month holds it", () => {
    expect(dateForView('week', '2026-11-01', '2026-11-24')).toBe('2026-11-24');
    expect(dateForView('week', '2026-12-15', '2026-11-24')).toBe('2026-12-01');
    expect(dateForView('month', '2026-12-29', '2026-11-24')).toBe('2026-12-29');
  });
});

import { describe, expect, it } from 'vitest';
import { joinJstWall, parseTimeText, splitJstWall } from './schedule.ts';

describe('a typed publishing time', () => {
  it.each([
    ['0900', '09:00'],
    ['1430', '14:30'],
    ['930', '09:30'],
    ['9', '09:00'],
    ['9:00', '09:00'],
    ['09:05', '09:05'],
    ['０９００', '09:00'],
    ['１４：３０', '14:30'],
    ['9時', '09:00'],
    ['14時30分', '14:30'],
    [' 23:59 ', '23:59'],
    ['0', '00:00'],
  ])('reads %s as %s', (typed, time) => {
    expect(parseTimeText(typed)).toBe(time);
  });

  it.each(['', '24:00', '9:60', '12345', 'あさ', '9:00pm'])('refuses %j', (typed) => {
    expect(parseTimeText(typed)).toBeNull();
  });
});

describe('JST wall time', () => {
  it('is split into the calendar day and the time, and joined back', () => {
    expect(splitJstWall('2026-12-01 09:00:00')).toEqual({ day: '2026-12-01', time: '09:00' });
    expect(joinJstWall('2026-12-01', '09:00')).toBe('2026-12-01 09:00:00');
  });
});

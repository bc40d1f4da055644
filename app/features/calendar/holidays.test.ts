import { describe, expect, it } from 'vitest';
import { holidayName } from './holidays.ts';

describe('holidayName', () => {
  it('names national and substitute holidays, and nothing on an ordinary day', () => {
    expect(holidayName('2026-11-23')).toBe('勤労感謝の日');
    expect(holidayName('2026-05-06')).toBe('こどもの日 振替休日');
    expect(holidayName('2027-01-11')).toBe('成人の日');
    expect(holidayName('2030-09-23')).toBe('秋分の日');
    expect(holidayName('2026-11-24')).toBeNull();
  });
});

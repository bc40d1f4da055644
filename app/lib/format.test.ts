import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTotal } from './format.ts';

describe('dates in Asia/Tokyo', () => {
  it('writes the Japanese date of the Tokyo day, whatever the machine zone', () => {
    // 15:30 UTC is already the next day in Tokyo.
    expect(formatDate('2026-11-21T15:30:00Z')).toBe('2026年11月22日');
    expect(formatDate(new Date('2026-01-05T00:00:00+09:00'))).toBe('2026年1月5日');
  });

  it('adds a 24-hour time with two-digit hours and minutes', () => {
    expect(formatDateTime('2026-11-22T09:05:00Z')).toBe('2026年11月22日 18:05');
    expect(formatDateTime('2026-11-21T15:00:00Z')).toBe('2026年11月22日 00:00');
  });
});

describe('counts', () => {
  it('groups thousands and says 以上 when a search stopped counting', () => {
    expect(formatTotal({ total: 0 })).toBe('0件');
    expect(formatTotal({ total: 1234 })).toBe('1,234件');
    expect(formatTotal({ total: 1000, total_capped: true })).toBe('1,000件以上');
  });
});

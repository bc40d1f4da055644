import { describe, expect, it } from 'vitest';
import { formatNumber, formatTotal } from './format.ts';

describe('counts', () => {
  it('groups thousands and says 以上 when a search stopped counting', () => {
    expect(formatTotal({ total: 0 })).toBe('0件');
    expect(formatTotal({ total: 1234 })).toBe('1,234件');
    expect(formatTotal({ total: 1000, total_capped: true })).toBe('1,000件以上');
  });
});

describe('numbers', () => {
  it('groups thousands with commas as ja-JP does', () => {
    const ja = new Intl.NumberFormat('ja-JP');
    for (const value of [0, 7, 999, 1000, 12_345, 980_000, 1_234_567, -4_500, 1234.5]) {
      expect(formatNumber(value)).toBe(ja.format(value));
    }
  });
});

import { describe, expect, it } from 'vitest';
import { formatTotal } from './format.ts';

describe('counts', () => {
  it('groups thousands and says 以上 when a search stopped counting', () => {
    expect(formatTotal({ total: 0 })).toBe('0件');
    expect(formatTotal({ total: 1234 })).toBe('1,234件');
    expect(formatTotal({ total: 1000, total_capped: true })).toBe('1,000件以上');
  });
});

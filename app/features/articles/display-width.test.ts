import { describe, expect, it } from 'vitest';
import { displayWidth, truncateToWidth } from './display-width.ts';

describe('displayWidth', () => {
  it('counts full-width characters as one and half-width ones as half', () => {
    expect(displayWidth('キッチン')).toBe(4);
    expect(displayWidth('100均')).toBe(2.5);
    expect(displayWidth('ｷｯﾁﾝ')).toBe(2);
  });
});

describe('truncateToWidth', () => {
  it('cuts at the width and says so', () => {
    expect(truncateToWidth('玄関収納を見直す三つの工夫', 6)).toBe('玄関収納を見…');
    expect(truncateToWidth('SALE 50%', 4)).toBe('SALE 50%');
    expect(truncateToWidth('SALE 50% OFF', 4)).toBe('SALE 50%…');
  });
});

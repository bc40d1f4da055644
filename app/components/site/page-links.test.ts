import { describe, expect, it } from 'vitest';
import { pageRange } from './page-links.tsx';

describe('pageRange', () => {
  it('lists every page when there are few', () => {
    expect(pageRange(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the first and last page and the neighbours of the current one', () => {
    expect(pageRange(1, 20)).toEqual([1, 2, 3, 4, 5, null, 20]);
    expect(pageRange(10, 20)).toEqual([1, null, 9, 10, 11, null, 20]);
    expect(pageRange(20, 20)).toEqual([1, null, 16, 17, 18, 19, 20]);
  });
});

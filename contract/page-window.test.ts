import { describe, expect, it } from 'vitest';
import { pageWindow } from './common.ts';

describe('pageWindow', () => {
  it('starts the first page at the first row', () => {
    expect(pageWindow({ page: 1, per: 20 })).toEqual({ limit: 20, offset: 0 });
  });

  it('skips the rows of every page before', () => {
    expect(pageWindow({ page: 3, per: 20 })).toEqual({ limit: 20, offset: 40 });
    expect(pageWindow({ page: 2, per: 1 })).toEqual({ limit: 1, offset: 1 });
  });
});

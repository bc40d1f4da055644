import { describe, expect, it } from 'vitest';
import { MAX_PAGE, pageFromUrl } from './common.ts';

const at = (search: string) => pageFromUrl(`http://localhost/articles${search}`, 24);

describe('pageFromUrl', () => {
  it('reads ?page= with the page size the page fixes', () => {
    expect(at('?page=3')).toEqual({ page: 3, per: 24 });
    expect(at('?keyword=a&page=2')).toEqual({ page: 2, per: 24 });
  });

  it('takes a missing or malformed page for the first page', () => {
    for (const search of ['', '?page=', '?page=0', '?page=-1', '?page=abc', '?page=1.5', `?page=${MAX_PAGE + 1}`]) {
      expect(at(search), search).toEqual({ page: 1, per: 24 });
    }
  });
});

import { describe, expect, it } from 'vitest';
import { termGrams } from './search-text.ts';

describe('termGrams', () => {
  it('looks up a term of one or two characters as itself', () => {
    expect(termGrams('鍋')).toEqual(['鍋']);
    expect(termGrams('収納')).toEqual(['収納']);
    expect(termGrams('%')).toEqual(['%']);
  });

  it('looks up a longer term by its distinct pairs', () => {
    expect(termGrams('ぱんけーき')).toEqual(['ぱん', 'んけ', 'けー', 'ーき']);
    expect(termGrams('ままま')).toEqual(['まま']);
  });

  it('counts characters as PostgreSQL does, surrogate pairs as one', () => {
    expect(termGrams('𠮷野家')).toEqual(['𠮷野', '野家']);
    expect(termGrams('𠮷')).toEqual(['𠮷']);
  });
});

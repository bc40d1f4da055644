import { describe, expect, it } from 'vitest';
import { escapeLike, keywordTerms, normalizeKeyword } from './normalize-keyword.ts';

describe('normalizeKeyword', () => {
  it('turns half-width katakana into full-width, voiced marks included', () => {
    expect(normalizeKeyword('ｻﾗﾀﾞ')).toBe('サラダ');
    expect(normalizeKeyword('ﾊﾟﾝｹｰｷ')).toBe('パンケーキ');
  });

  it('keeps full-width katakana, hiragana and kanji as they are', () => {
    expect(normalizeKeyword('サラダ')).toBe('サラダ');
    expect(normalizeKeyword('ひらがなと漢字')).toBe('ひらがなと漢字');
  });

  it('turns full-width latin letters and digits into lower-case ASCII', () => {
    expect(normalizeKeyword('ＤＩＹ')).toBe('diy');
    expect(normalizeKeyword('Ｄｉｙ１２３')).toBe('diy123');
    expect(normalizeKeyword('１００％')).toBe('100%');
  });

  it('ignores case', () => {
    expect(normalizeKeyword('Diy')).toBe('diy');
    expect(normalizeKeyword('DIY')).toBe(normalizeKeyword('diy'));
  });

  it('collapses runs of spaces, full-width U+3000 included, and trims the ends', () => {
    expect(normalizeKeyword('春野菜\u3000サラダ')).toBe('春野菜 サラダ');
    expect(normalizeKeyword('\u3000 春野菜 \u3000\t サラダ\n ')).toBe('春野菜 サラダ');
    expect(normalizeKeyword('\u3000\u3000')).toBe('');
  });
});

describe('keywordTerms', () => {
  it('splits the normalised keyword on spaces, once per term', () => {
    expect(keywordTerms('ｻﾗﾀﾞ\u3000ＤＩＹ  サラダ')).toEqual(['サラダ', 'diy']);
  });

  it('has no terms for a blank keyword', () => {
    expect(keywordTerms('')).toEqual([]);
    expect(keywordTerms(' \u3000 ')).toEqual([]);
  });
});

describe('escapeLike', () => {
  it('escapes the LIKE wildcards and the escape character', () => {
    expect(escapeLike('100%')).toBe('100\\%');
    expect(escapeLike('a_b')).toBe('a\\_b');
    expect(escapeLike('c:\\')).toBe('c:\\\\');
    expect(escapeLike("'; drop table articles; --")).toBe("'; drop table articles; --");
  });
});

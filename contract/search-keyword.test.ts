import { describe, expect, it } from 'vitest';
import { keywordTerms, normalizeKeyword } from './search-keyword.ts';

describe('normalizeKeyword', () => {
  it('reads half-width and full-width katakana alike, voiced marks included, as hiragana', () => {
    expect(normalizeKeyword('ｻﾗﾀﾞ')).toBe('さらだ');
    expect(normalizeKeyword('ﾊﾟﾝｹｰｷ')).toBe('ぱんけーき');
    expect(normalizeKeyword('パンケーキ')).toBe(normalizeKeyword('ぱんけーき'));
    expect(normalizeKeyword('ヴァイオリン・ヶ月')).toBe('ゔぁいおりん・ゖ月');
  });

  it('keeps hiragana and kanji as they are', () => {
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
    expect(normalizeKeyword('春野菜\u3000サラダ')).toBe('春野菜 さらだ');
    expect(normalizeKeyword('\u3000 春野菜 \u3000\t サラダ\n ')).toBe('春野菜 さらだ');
    expect(normalizeKeyword('\u3000\u3000')).toBe('');
  });
});

describe('keywordTerms', () => {
  it('splits the normalised keyword on spaces, once per term', () => {
    expect(keywordTerms('ｻﾗﾀﾞ\u3000ＤＩＹ  サラダ')).toEqual(['さらだ', 'diy']);
  });

  it('has no terms for a blank keyword', () => {
    expect(keywordTerms('')).toEqual([]);
    expect(keywordTerms(' \u3000 ')).toEqual([]);
  });
});

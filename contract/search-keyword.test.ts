import { describe, expect, it } from 'vitest';
import { foldLongVowel, keywordTerms, nameMatches, normalizeKeyword } from './search-keyword.ts';

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

describe('long vowels', () => {
  it('leaves out the last long-vowel mark of a term, so either spelling finds both', () => {
    expect(keywordTerms('コンピューター')).toEqual(keywordTerms('コンピュータ'));
    expect(keywordTerms('ﾌﾟﾘﾝﾀｰ')).toEqual(['ぷりんた']);
    // The mark inside a word stays: ケーキ is not ケキ.
    expect(keywordTerms('パンケーキ')).toEqual(['ぱんけーき']);
  });

  it('reads a dash typed after kana as the long-vowel mark', () => {
    expect(keywordTerms('パンケ-キ')).toEqual(['ぱんけーき']);
    expect(keywordTerms('ぱんけ－き')).toEqual(['ぱんけーき']);
    // Between latin letters and digits a dash is a dash.
    expect(keywordTerms('t-shirt 2026-11')).toEqual(['t-shirt', '2026-11']);
  });

  it('keeps a word that would be too short without its mark', () => {
    expect(foldLongVowel('ばー')).toBe('ばー');
    expect(foldLongVowel('ー')).toBe('ー');
  });
});

describe('nameMatches', () => {
  const kitchen = { title: 'キッチン', reading: 'きっちん' };
  const gloves = { title: 'ゴム手袋', reading: 'ごむてぶくろ' };

  it('finds a tag by its title or its reading, in either kana and either width', () => {
    expect(nameMatches(kitchen, 'きっちん')).toBe(true);
    expect(nameMatches(kitchen, 'ｷｯﾁﾝ')).toBe(true);
    expect(nameMatches(gloves, 'てぶくろ')).toBe(true);
    expect(nameMatches(gloves, '手袋')).toBe(true);
    expect(nameMatches(gloves, 'きっちん')).toBe(false);
    expect(nameMatches({ title: '収納', reading: null }, 'しゅうのう')).toBe(false);
  });
});

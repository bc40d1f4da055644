import { describe, expect, it } from 'vitest';
import { suggestSlug } from '../../../contract/slugs.ts';
import { suggestReading } from './tag-reading.ts';

describe('suggestReading', () => {
  it('reads a kana title as hiragana, keeping the long vowel mark, and leaves kanji to the writer', () => {
    expect(suggestReading('キッチン')).toBe('きっちん');
    expect(suggestReading('ノート')).toBe('のーと');
    expect(suggestReading('ｻﾗﾀﾞ')).toBe('さらだ');
    expect(suggestReading('ゴム手袋')).toBe('');
    expect(suggestReading('DIY')).toBe('');
  });
});

describe('suggestSlug', () => {
  it('spells the reading in romaji, or a latin title as it is, in slug characters', () => {
    expect(suggestSlug('ゴム手袋', 'ごむてぶくろ')).toBe('gomutebukuro');
    expect(suggestSlug('キッチン', 'きっちん')).toBe('kitchin');
    expect(suggestSlug('ＤＩＹ 初心者', '')).toBe('diy');
    expect(suggestSlug('Home Office', '')).toBe('home-office');
    expect(suggestSlug('収納', '')).toBe('');
  });
});

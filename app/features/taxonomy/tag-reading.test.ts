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

  it('puts a hyphen between the words the dictionary found', () => {
    expect(suggestSlug('年末の掃除術', 'ねんまつのそうじじゅつ', ['ねんまつ', 'の', 'そうじじゅつ'])).toBe(
      'nenmatsu-no-soujijutsu',
    );
    // Words that no longer spell the reading (the writer changed it) are not used.
    expect(suggestSlug('年末の掃除術', 'ねんまつそうじ', ['ねんまつ', 'の', 'そうじじゅつ'])).toBe('nenmatsusouji');
  });

  it('spells every reading in one Hepburn, however the kana write it', () => {
    expect(suggestSlug('コーヒー', 'こーひー')).toBe('koohii');
    expect(suggestSlug('コーヒー', 'コーヒー')).toBe('koohii');
    expect(suggestSlug('ファイル', 'ふぁいる')).toBe('fairu');
    expect(suggestSlug('ティッシュ', 'てぃっしゅ')).toBe('tisshu');
    expect(suggestSlug('簡易', 'かんい')).toBe('kani');
    expect(suggestSlug('鼻血', 'はなぢ')).toBe('hanaji');
    expect(suggestSlug('抹茶', 'まっちゃ')).toBe('matcha');
    expect(suggestSlug('新聞', 'しんぶん')).toBe('shinbun');
  });
});

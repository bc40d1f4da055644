import { describe, expect, it } from 'vitest';
import { highlight, snippetAround } from './search-snippet.ts';

const marks = (parts: { text: string; marked: boolean }[] | undefined) =>
  parts?.filter((p) => p.marked).map((p) => p.text);

describe('highlight', () => {
  it('marks every term as written, found as the search folds it', () => {
    const parts = highlight('パンケーキとＤＩＹ、ぱんけーき', 'ぱんけーき diy');
    expect(parts.map((p) => p.text).join('')).toBe('パンケーキとＤＩＹ、ぱんけーき');
    expect(marks(parts)).toEqual(['パンケーキ', 'ＤＩＹ', 'ぱんけーき']);
  });

  it('marks a word spelt without its last long vowel too', () => {
    expect(marks(highlight('プリンタとプリンター', 'プリンター'))).toEqual(['プリンタ', 'プリンタ']);
  });
});

describe('snippetAround', () => {
  const body = `${'前置きの文章です。'.repeat(10)}重曹はアルカリ性なので油汚れに向きます。${'後に続く文章です。'.repeat(20)}`;

  it('quotes the passage around the first term, cut with ellipses', () => {
    const parts = snippetAround(body, 'アルカリ性');
    const text = parts?.map((p) => p.text).join('') ?? '';
    expect(text.startsWith('…')).toBe(true);
    expect(text.endsWith('…')).toBe(true);
    // From the start of its sentence, since that is near enough.
    expect(text).toContain('…重曹はアルカリ性なので');
    expect(Array.from(text).length).toBeLessThanOrEqual(112);
    expect(marks(parts)).toEqual(['アルカリ性']);
  });

  it('has no passage when no term appears as written', () => {
    expect(snippetAround(body, 'そうじ')).toBeUndefined();
  });

  it('does not cut a short text', () => {
    expect(snippetAround('重曹で落とす。', '重曹')).toEqual([
      { text: '重曹', marked: true },
      { text: 'で落とす。', marked: false },
    ]);
  });
});

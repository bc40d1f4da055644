import { describe, expect, it } from 'vitest';
import { blockDiff, textDiff } from './revision-diff.ts';

const marked = (before: string, after: string) =>
  textDiff(before, after)
    .map((p) => (p.change === 'added' ? `[+${p.text}]` : p.change === 'removed' ? `[-${p.text}]` : p.text))
    .join('');

describe('textDiff', () => {
  it('marks the words added inside a Japanese sentence, not the whole sentence', () => {
    expect(textDiff('ゴム手袋で洗います。', 'ゴム手袋でやさしく洗います。')).toEqual([
      { text: 'ゴム手袋で', change: null },
      { text: 'やさしく', change: 'added' },
      { text: '洗います。', change: null },
    ]);
  });

  it('marks what was taken out', () => {
    expect(marked('重曹と酢で磨く', '重曹で磨く')).toBe('重曹[-と酢]で磨く');
  });

  it('replaces a word as a word, not character by character', () => {
    expect(marked('重曹と酢を使います。', '重曹とクエン酸を使います。')).toBe('重曹と[-酢][+クエン酸]を使います。');
    expect(marked('換気扇の掃除は年に一回', '換気扇の掃除は月に一回')).toBe('換気扇の掃除は[-年][+月]に一回');
  });

  it('shows a rewritten phrase as one phrase out and one in, not as fragments', () => {
    expect(
      marked('年末の大掃除は計画的に進めましょう。', '年末の大掃除は秋のうちに少しずつ進めるのがおすすめです。'),
    ).toBe('年末の大掃除は[-計画的に進めましょう][+秋のうちに少しずつ進めるのがおすすめです]。');
  });

  it('takes texts that differ throughout as the old one out and the new one in', () => {
    const before = Array.from({ length: 800 }, (_, i) => `言葉${i}`).join('、');
    const after = Array.from({ length: 800 }, (_, i) => `単語${i}`).join('。');
    expect(textDiff(before, after)).toEqual([
      { text: before, change: 'removed' },
      { text: after, change: 'added' },
    ]);
  });
});

describe('blockDiff', () => {
  const p = (text: string) => ({ type: 'paragraph', text });
  const h = (text: string) => ({ type: 'heading', text });

  it('shows an added and a removed block whole, and a changed block with its words marked', () => {
    const before = [h('用意するもの'), p('重曹と酢を使います。'), p('古い歯ブラシも便利です。')];
    const after = [h('用意するもの'), p('重曹とクエン酸を使います。'), h('手順'), p('ゴム手袋をはめます。')];
    expect(blockDiff(before, after)).toEqual([
      { change: 'same', block: h('用意するもの') },
      {
        change: 'changed',
        block: p('重曹とクエン酸を使います。'),
        parts: [
          { text: '重曹と', change: null },
          { text: '酢', change: 'removed' },
          { text: 'クエン酸', change: 'added' },
          { text: 'を使います。', change: null },
        ],
      },
      { change: 'removed', block: p('古い歯ブラシも便利です。') },
      { change: 'added', block: h('手順') },
      { change: 'added', block: p('ゴム手袋をはめます。') },
    ]);
  });

  it('folds long runs of unchanged blocks, keeping one beside each change', () => {
    const same = Array.from({ length: 6 }, (_, i) => p(`段落${i}です。`));
    const changes = blockDiff([...same, p('最後の段落。')], [...same, p('最後の段落。'), p('書き足した段落。')]);
    expect(changes).toEqual([
      { change: 'folded', count: 6 },
      { change: 'same', block: p('最後の段落。') },
      { change: 'added', block: p('書き足した段落。') },
    ]);
  });

  it('keeps a block moved to a new kind apart: a paragraph made a heading is one out, one in', () => {
    expect(blockDiff([p('まとめ')], [h('まとめ')])).toEqual([
      { change: 'removed', block: p('まとめ') },
      { change: 'added', block: h('まとめ') },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { textDiff } from './revision-diff.ts';

describe('textDiff', () => {
  it('marks the words added inside a Japanese sentence, not the whole sentence', () => {
    expect(textDiff('ゴム手袋で洗います。', 'ゴム手袋でやさしく洗います。')).toEqual([
      { text: 'ゴム手袋で', change: null },
      { text: 'やさしく', change: 'added' },
      { text: '洗います。', change: null },
    ]);
  });

  it('marks what was taken out', () => {
    expect(textDiff('重曹と酢で磨く', '重曹で磨く')).toEqual([
      { text: '重曹', change: null },
      { text: 'と酢', change: 'removed' },
      { text: 'で磨く', change: null },
    ]);
  });

  it('compares by line when the texts differ too much to go by character', () => {
    const before = `${'あ'.repeat(3000)}\n`;
    const after = `${'い'.repeat(3000)}\n`;
    expect(textDiff(before, after)).toEqual([
      { text: before, change: 'removed' },
      { text: after, change: 'added' },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { bodyText, textDiff } from './revision-diff.ts';

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

describe('bodyText', () => {
  it('gives one line per block, without tags, with entities read', () => {
    expect(
      bodyText('<h2>見出し</h2><p>本文&amp;<strong>強調</strong></p><ul><li>一つ目</li><li>二つ目</li></ul>'),
    ).toBe('見出し\n本文&強調\n一つ目\n二つ目');
  });
});

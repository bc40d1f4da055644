import { describe, expect, it } from 'vitest';
import { gojuonRow, groupByGojuon } from './gojuon.server.ts';

describe('gojuon', () => {
  it.each([
    ['あかちゃん', 'あ行'],
    ['ぎょうざ', 'か行'],
    ['ジタン', 'さ行'],
    ['ﾊﾝﾄﾞﾒｲﾄﾞ', 'は行'],
    ['ぷちぷら', 'は行'],
    ['をかし', 'わ行'],
    ['diy', '英数・その他'],
    [null, '英数・その他'],
  ])('puts %s in %s', (reading, row) => {
    expect(gojuonRow(reading)).toBe(row);
  });

  it('groups in 五十音 order and drops empty rows', () => {
    const groups = groupByGojuon(['やさい', 'えっせい', 'NISA', 'かけいぼ'], (r) => r);
    expect(groups).toEqual([
      { label: 'あ行', items: ['えっせい'] },
      { label: 'か行', items: ['かけいぼ'] },
      { label: 'や行', items: ['やさい'] },
      { label: '英数・その他', items: ['NISA'] },
    ]);
  });
});

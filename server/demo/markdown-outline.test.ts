import { describe, expect, it } from 'vitest';
import { parseOutline } from './markdown-outline.ts';

describe('parseOutline', () => {
  it('reads sections, subsections, wrapped paragraphs and list items, skipping the title', () => {
    const text = [
      '# 子育て',
      '',
      '## 記事',
      '',
      '### 朝の支度',
      '',
      '毎朝の声かけに',
      '疲れていませんか。',
      '',
      'タグ: jitan, setsuyaku',
      '',
      '## ポイント',
      '',
      '- 見える化',
      '- 前の晩に準備',
    ].join('\n');
    expect(parseOutline(text, 'test.md')).toEqual([
      {
        heading: '記事',
        paragraphs: [],
        items: [],
        subsections: [
          {
            heading: '朝の支度',
            paragraphs: ['毎朝の声かけに疲れていませんか。', 'タグ: jitan, setsuyaku'],
            items: [],
          },
        ],
      },
      { heading: 'ポイント', paragraphs: [], items: ['見える化', '前の晩に準備'], subsections: [] },
    ]);
  });

  it('names the file and line of text it cannot place', () => {
    expect(() => parseOutline('# 題\n\nはじめに', 'a.md')).toThrow('a.md:3: text before any ## heading');
    expect(() => parseOutline('## 節\n#### 小見出し', 'b.md')).toThrow('b.md:2:');
  });
});

import { describe, expect, it } from 'vitest';
import { bodyBlocks, bodyText } from './body-text.ts';

const text = (value: string, marks?: unknown[]) => ({ type: 'text', text: value, ...(marks && { marks }) });
const paragraph = (...content: unknown[]) => ({ type: 'paragraph', content });

describe('bodyText', () => {
  it('reads the document: one line per block, a card or caption by its words', () => {
    const json = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [text('見出し')] },
        paragraph(text('本文&'), text('強調', [{ type: 'bold' }]), { type: 'hardBreak' }, text('次の行')),
        { type: 'bulletList', content: [{ type: 'listItem', content: [paragraph(text('一つ目'))] }] },
        { type: 'image', attrs: { src: '/media/a.webp', alt: '棚', caption: '写真の説明' } },
        { type: 'productCard', attrs: { name: 'ボトル', price: '1,980円', url: 'https://shop.example.com/' } },
      ],
    };
    expect(bodyText({ json, html: '<p>使われないHTML</p>' })).toBe(
      '見出し\n本文&強調\n次の行\n一つ目\n写真の説明\nボトル\n1,980円',
    );
  });

  it('reads the HTML of a body stored without a document, without tags, with entities read', () => {
    expect(
      bodyText({
        json: null,
        html: '<h2>見出し</h2><p>本文&amp;<strong>強調</strong></p><ul><li>一つ目</li><li>二つ目</li></ul>',
      }),
    ).toBe('見出し\n本文&強調\n一つ目\n二つ目');
  });
});

describe('bodyBlocks', () => {
  it('reads the top-level blocks with their kind, a wordless one by what it shows', () => {
    const json = {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [text('見出し')] },
        { type: 'bulletList', content: [{ type: 'listItem', content: [paragraph(text('一つ目'))] }] },
        { type: 'image', attrs: { src: '/media/a.webp', alt: '棚', caption: '' } },
        { type: 'youtube', attrs: { src: 'https://www.youtube.com/embed/abc' } },
      ],
    };
    expect(bodyBlocks({ json, html: '' })).toEqual([
      { type: 'heading', text: '見出し' },
      { type: 'bulletList', text: '一つ目' },
      { type: 'image', text: '棚' },
      { type: 'youtube', text: 'https://www.youtube.com/embed/abc' },
    ]);
  });

  it('takes each line of a body stored without a document as a paragraph', () => {
    expect(bodyBlocks({ json: null, html: '<h2>見出し</h2><p>本文</p>' })).toEqual([
      { type: 'paragraph', text: '見出し' },
      { type: 'paragraph', text: '本文' },
    ]);
  });
});

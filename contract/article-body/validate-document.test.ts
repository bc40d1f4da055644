import { describe, expect, it } from 'vitest';
import { type DocumentNode, MAX_DOCUMENT_DEPTH, MAX_DOCUMENT_NODES, measureDocument } from './document.ts';
import { hasAffiliateLinks, internalArticleLinks } from './document-facts.ts';
import { checkDocument } from './validate-document.ts';

const doc = (...content: unknown[]) => ({ type: 'doc', content });
const text = (value: string, marks?: unknown[]) => ({ type: 'text', text: value, ...(marks && { marks }) });
const paragraph = (...content: unknown[]) => ({ type: 'paragraph', content });
const link = (href: string) => paragraph(text('リンク', [{ type: 'link', attrs: { href } }]));
const image = (src: string) => ({ type: 'image', attrs: { src, alt: '写真', caption: '説明' } });
const youtube = (src: string) => ({ type: 'youtube', attrs: { src, start: 0, width: 640, height: 360 } });
const socialEmbed = (url: string, provider = 'x') => ({ type: 'socialEmbed', attrs: { provider, url } });

/** The document as checked (it must be accepted). */
function parsed(value: unknown): unknown {
  const result = checkDocument(value);
  if ('problem' in result) throw new Error(result.problem);
  return result.document;
}

/** The first message for a body, or null when it is accepted. */
function refusal(value: unknown): string | null {
  const result = checkDocument(value);
  return 'problem' in result ? result.problem : null;
}

/** A document nested `levels` deep (the doc and the text count), built without recursion. */
function nested(levels: number): DocumentNode {
  let node: DocumentNode = { type: 'paragraph', content: [{ type: 'text', text: '奥' }] };
  for (let level = 3; level < levels; level++) node = { type: 'blockquote', content: [node] };
  return { type: 'doc', content: [node] };
}

describe('checkDocument', () => {
  it.each([
    ['a paragraph with text', doc(paragraph(text('本文')))],
    ['text with an emoji (a proper surrogate pair)', doc(paragraph(text('お気に入り😀𠮷')))],
    ['an empty paragraph and an empty document', doc({ type: 'paragraph' })],
    [
      'h2 and h3 headings',
      doc(
        { type: 'heading', attrs: { level: 2 }, content: [text('見出し')] },
        { type: 'heading', attrs: { level: 3 } },
      ),
    ],
    ['a quote', doc({ type: 'blockquote', content: [paragraph(text('引用'))] })],
    ['a bullet list', doc({ type: 'bulletList', content: [{ type: 'listItem', content: [paragraph(text('項目'))] }] })],
    [
      'a numbered list',
      doc({
        type: 'orderedList',
        attrs: { start: 1, type: null },
        content: [{ type: 'listItem', content: [paragraph(text('一'))] }],
      }),
    ],
    ['a line break', doc(paragraph(text('一行目'), { type: 'hardBreak' }, text('二行目')))],
    ['a horizontal rule', doc({ type: 'horizontalRule' })],
    ['an image with a caption', doc(image('/media/a-640.webp'))],
    [
      'a table with a header row',
      doc({
        type: 'table',
        content: [
          {
            type: 'tableRow',
            content: [
              {
                type: 'tableHeader',
                attrs: { colspan: 1, rowspan: 1, colwidth: null, align: null },
                content: [paragraph(text('項目'))],
              },
            ],
          },
          {
            type: 'tableRow',
            content: [
              {
                type: 'tableCell',
                attrs: { colspan: 2, rowspan: 1, colwidth: [120, 80] },
                content: [paragraph(text('値'))],
              },
            ],
          },
        ],
      }),
    ],
    ['a YouTube video', doc(youtube('https://www.youtube.com/watch?v=abc123'))],
    ['an X post', doc(socialEmbed('https://x.com/salvia/status/1'))],
    ['an Instagram post', doc(socialEmbed('https://www.instagram.com/p/abc/', 'instagram'))],
    [
      'bold, italic, strike and underline together',
      doc(paragraph(text('強調', [{ type: 'bold' }, { type: 'italic' }, { type: 'strike' }, { type: 'underline' }]))),
    ],
    ['an outside link', doc(link('https://example.com/page'))],
    ['a link inside the site', doc(link('/articles/1'))],
    ['a mail link', doc(link('mailto:info@example.com'))],
  ])('accepts %s', (_name, body) => {
    expect(refusal(body)).toBeNull();
  });

  it.each(['script', 'iframe', 'codeBlock', 'mention', '__proto__', 'constructor', 'toString'])(
    'refuses a node the editor does not have: %s',
    (type) => {
      expect(refusal(doc({ type }))).toBe(`本文に使えない要素（${type}）が含まれています`);
    },
  );

  it.each(['code', 'textStyle', 'subscript', '__proto__', 'constructor'])(
    'refuses a mark the editor does not have: %s',
    (type) => {
      expect(refusal(doc(paragraph(text('本文', [{ type }]))))).toBe(`本文に使えない書式（${type}）が含まれています`);
    },
  );

  it.each([
    ['a list item outside a list', doc({ type: 'listItem', content: [paragraph(text('項目'))] })],
    ['text directly in the document', doc(text('本文'))],
    ['a paragraph inside a paragraph', doc(paragraph(paragraph(text('本文'))))],
    ['a cell outside a row', doc({ type: 'table', content: [{ type: 'tableCell', content: [] }] })],
  ])('refuses %s', (_name, body) => {
    expect(refusal(body)).toMatch(/^本文の「[^」]+」は(「[^」]+」の)?この位置には置けません$/);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example/x',
  ])('refuses %j wherever a document holds an address', (url) => {
    expect(refusal(doc(link(url)))).toMatch(/^本文のリンク：/);
    expect(refusal(doc(image(url)))).toMatch(/^本文の画像：URLは/);
    expect(refusal(doc(youtube(url)))).toMatch(/^本文のYouTube 動画：URLは/);
    expect(refusal(doc(socialEmbed(url)))).toMatch(/^本文のSNS の投稿：URLは/);
  });

  it('refuses embeds and headings the editor cannot make', () => {
    expect(refusal(doc(socialEmbed('https://x.com/a/status/1', 'constructor')))).toBe(
      '本文のSNS の投稿：X か Instagram の投稿を指定してください',
    );
    expect(refusal(doc({ type: 'heading', attrs: { level: 1 } }))).toBe(
      '本文の見出し：大きさは 2〜4 で指定してください',
    );
    expect(refusal(doc({ type: 'image', attrs: {} }))).toMatch(/^本文の画像：/);
  });

  it('refuses magazine blocks out of shape, naming the block', () => {
    const answer = { type: 'qaAnswer', content: [paragraph(text('5倍'))] };
    const question = { type: 'qaQuestion', content: [text('何倍？')] };
    expect(refusal(doc({ type: 'qa', content: [answer, question] }))).toBe(
      '本文の「Q&A の答え」は「Q&A」のこの位置には置けません',
    );
    expect(refusal(doc({ type: 'qa', content: [question, question] }))).toBe(
      '本文の「Q&A の質問」は「Q&A」のこの位置には置けません',
    );
    const balloon = (attrs: unknown) => ({ type: 'balloon', attrs, content: [paragraph(text('声'))] });
    expect(refusal(doc(balloon({ speaker: ' ', side: 'left' })))).toBe(
      '本文の吹き出し：吹き出しの名前を入力してください',
    );
    expect(refusal(doc(balloon({ speaker: '山田', side: 'up' })))).toBe(
      '本文の吹き出し：吹き出しの向きは左か右にしてください',
    );
    expect(refusal(doc(balloon({ speaker: '山田', side: 'left', avatar: 'javascript:x' })))).toMatch(
      /^本文の吹き出し：URLは/,
    );
    const product = (attrs: unknown) => ({ type: 'productCard', attrs });
    expect(refusal(doc(product({ name: 'ボトル', url: 'javascript:alert(1)' })))).toMatch(/^本文の商品カード：URLは/);
    expect(refusal(doc(product({ name: '', url: 'https://shop.example.com/' })))).toBe(
      '本文の商品カード：商品名を入力してください',
    );
    expect(refusal(doc(product({ name: 'ボトル', url: 'https://shop.example.com/', price: '円'.repeat(41) })))).toBe(
      '本文の商品カード：価格は40文字以内にしてください',
    );
  });

  it('takes one 目次 marker between paragraphs, and refuses it inside a box or list or twice', () => {
    const marker = { type: 'tocMarker' };
    expect(refusal(doc(paragraph(text('前')), marker, paragraph(text('後'))))).toBeNull();
    expect(refusal(doc({ type: 'callout', attrs: { kind: 'point' }, content: [marker] }))).toBe(
      '本文の「目次の位置」はボックスやリストの中には置けません。本文の段落の間に置いてください',
    );
    const list = { type: 'bulletList', content: [{ type: 'listItem', content: [paragraph(text('項目')), marker] }] };
    expect(refusal(doc(list))).toMatch(/ボックスやリストの中には置けません/);
    expect(refusal(doc(marker, paragraph(text('本文')), marker))).toBe('本文の「目次の位置」は1か所だけにしてください');
  });

  it('drops attributes and keys the editor does not know, as the editor does on load', () => {
    const result = parsed(
      doc(
        { type: 'image', attrs: { src: '/media/a.webp', onerror: 'alert(1)' }, html: '<script>' },
        paragraph(text('本文', [{ type: 'bold', attrs: { style: 'x' } }])),
      ),
    );
    expect(result).toEqual(
      doc({ type: 'image', attrs: { src: '/media/a.webp' } }, paragraph(text('本文', [{ type: 'bold' }]))),
    );
  });

  it('fills in what a block requires and was sent without, as the editor does on load', () => {
    const question = { type: 'qaQuestion', content: [text('何倍？')] };
    expect(parsed(doc({ type: 'qa', content: [question] }))).toEqual(
      doc({ type: 'qa', content: [question, { type: 'qaAnswer', content: [{ type: 'paragraph' }] }] }),
    );
    expect(parsed({ type: 'doc' })).toEqual(doc({ type: 'paragraph' }));
  });

  it('refuses formatting where the editor allows none', () => {
    expect(
      refusal(doc({ type: 'heading', attrs: { level: 2 }, content: [text('見出し', [{ type: 'link' }])] })),
    ).toMatch(/^本文のリンク：/);
  });

  it('refuses a structure where a plain attribute value belongs', () => {
    expect(refusal(doc({ type: 'image', attrs: { src: '/media/a.webp', alt: { nested: true } } }))).toMatch(
      /^本文の画像：/,
    );
  });

  it.each([
    ['text', doc(paragraph(text('前\u0000後')))],
    ['an attribute', doc({ ...image('/media/a.webp'), attrs: { src: '/media/a.webp', alt: '写\u0000真' } })],
    ['an address', doc(image('https://example.com/a\u0000.webp'))],
  ])('refuses NUL characters in %s with a message saying so', (_name, body) => {
    expect(refusal(body)).toBe('本文に使用できない文字（NUL文字）が含まれています');
  });

  it('refuses an unpaired surrogate, which PostgreSQL cannot store', () => {
    expect(refusal(doc(paragraph(text('壊れた\ud800文字'))))).toBe(
      '本文に壊れた文字（対になっていないサロゲート）が含まれています',
    );
  });

  it('refuses empty text, which the editor cannot load', () => {
    expect(refusal(doc(paragraph(text(''))))).toBe('本文に空のテキストが含まれています');
  });

  it('refuses anything but a document', () => {
    for (const value of ['本文', 1, [], { type: 'paragraph' }, { type: 'doc', content: '本文' }]) {
      expect(refusal(value)).toMatch(/^本文/);
    }
  });

  it(`accepts ${MAX_DOCUMENT_DEPTH} levels of nesting and refuses one more`, () => {
    expect(refusal(nested(MAX_DOCUMENT_DEPTH))).toBeNull();
    expect(refusal(nested(MAX_DOCUMENT_DEPTH + 1))).toBe(`本文の入れ子が深すぎます（${MAX_DOCUMENT_DEPTH}階層まで）`);
  });

  it('refuses a document 20,000 levels deep without exhausting the stack', () => {
    const deep = nested(20_000);
    expect(() => checkDocument(deep)).not.toThrow();
    expect(refusal(deep)).toBe(`本文の入れ子が深すぎます（${MAX_DOCUMENT_DEPTH}階層まで）`);
  });

  it(`refuses more than ${MAX_DOCUMENT_NODES} nodes before checking them one by one`, () => {
    const many = doc(...Array.from({ length: MAX_DOCUMENT_NODES / 2 }, () => paragraph(text('段落'))));
    expect(measureDocument(many)).toBe(`本文の要素が多すぎます（${MAX_DOCUMENT_NODES}個まで）`);
    expect(refusal(many)).toBe(`本文の要素が多すぎます（${MAX_DOCUMENT_NODES}個まで）`);
    many.content.pop();
    expect(measureDocument(many)).toBeNull();
  });
});

describe('internalArticleLinks', () => {
  it('finds links to our own articles in text, button links and product cards, in order', () => {
    const body = doc(
      paragraph(text('前の記事', [{ type: 'link', attrs: { href: '/articles/12' } }]), text('と')),
      paragraph(text('外', [{ type: 'link', attrs: { href: 'https://example.com/articles/3' } }])),
      { type: 'buttonLink', attrs: { href: '/articles/7#section-2', label: '手順を見る' } },
      { type: 'productCard', attrs: { name: 'ボトル', url: '/articles/9?from=card' } },
      paragraph(text('カテゴリ', [{ type: 'link', attrs: { href: '/categories/kitchen' } }])),
    );
    expect(internalArticleLinks(body)).toEqual([
      { id: 12, text: '前の記事' },
      { id: 7, text: '手順を見る' },
      { id: 9, text: 'ボトル' },
    ]);
    expect(internalArticleLinks(null)).toEqual([]);
  });
});

describe('hasAffiliateLinks', () => {
  const link = (rel: string | null) =>
    paragraph(text('店', [{ type: 'link', attrs: { href: 'https://shop.example/', rel } }]));

  it('finds a product card, or a link marked sponsored, however deep', () => {
    expect(
      hasAffiliateLinks(
        doc(paragraph(text('前')), { type: 'productCard', attrs: { name: 'ボトル', url: 'https://shop.example/' } }),
      ),
    ).toBe(true);
    expect(hasAffiliateLinks(doc({ type: 'blockquote', content: [link('Sponsored noopener')] }))).toBe(true);
  });

  it('finds none in editorial links, whatever else their rel says', () => {
    expect(hasAffiliateLinks(doc(link('noopener noreferrer nofollow'), link(null), link('sponsoredx')))).toBe(false);
    expect(hasAffiliateLinks(null)).toBe(false);
  });
});

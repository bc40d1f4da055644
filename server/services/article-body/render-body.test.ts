// One pipeline: HTML or a document in → the checked document → the HTML readers get.
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.ts';
import { fenceBodyHtml } from './body-fence.ts';
import { articleBodyOf } from './render-body.ts';

const site = { siteUrl: 'https://salvia.example' };
const fromHtml = (html: string) => articleBodyOf({ body_html: html }, site)!;
const fromJson = (...content: unknown[]) => articleBodyOf({ body_json: { type: 'doc', content } }, site)!;
const text = (value: string, marks?: unknown[]) => ({ type: 'text', text: value, ...(marks && { marks }) });
const paragraph = (...content: unknown[]) => ({ type: 'paragraph', content });

/** The 422 message a body gets, or null when it is accepted. */
function refusal(input: { body_json?: unknown; body_html?: string }): string | null {
  try {
    articleBodyOf(input, site);
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return Object.values(error.fields ?? {})[0]?.[0] ?? error.message;
  }
}

describe('the body readers get', () => {
  it('is rendered from the document, whatever HTML was sent beside it', () => {
    const body = articleBodyOf(
      {
        body_json: { type: 'doc', content: [paragraph(text('文書の本文'))] },
        body_html: '<p>別の本文</p><script>alert(1)</script>',
      },
      site,
    )!;
    expect(body.html).toBe('<p>文書の本文</p>');
    expect(body.json).toEqual({ type: 'doc', content: [paragraph(text('文書の本文'))] });
  });

  it('writes links by where they go: the site plainly, other sites in a new tab, paid ones as sponsored', () => {
    // As the editor stores a new link: TipTap's own target and rel, which say nothing of where it goes.
    const link = (href: string, rel = 'noopener noreferrer nofollow') =>
      text('先', [{ type: 'link', attrs: { href, target: '_blank', rel } }]);
    expect(
      fromJson(
        paragraph(link('/articles/1'), link('https://example.com/'), link('mailto:a@example.com')),
        paragraph(link('https://shop.example.com/item', 'sponsored nofollow'), link('/about', 'sponsored')),
      ).html,
    ).toBe(
      '<p><a href="/articles/1">先</a><a href="https://example.com/" target="_blank" rel="noopener">先</a><a href="mailto:a@example.com">先</a></p>' +
        '<p><a href="https://shop.example.com/item" target="_blank" rel="sponsored noopener">先</a><a href="/about">先</a></p>',
    );
  });

  it("writes the site's own full addresses as its paths, plain links like any other page of it", () => {
    const link = (href: string) => text('先', [{ type: 'link', attrs: { href, target: '_blank' } }]);
    const body = fromJson(
      paragraph(
        link('https://salvia.example/articles/3?from=top#step-2'),
        link('https://SALVIA.example'),
        link('http://salvia.example/articles/3'),
        link('https://salvia.example.evil.test/articles/3'),
      ),
      { type: 'buttonLink', attrs: { href: 'https://salvia.example/articles/4', label: '続きを読む' } },
      { type: 'linkCard', attrs: { href: 'https://salvia.example/articles/5', title: '部屋干しのコツ', image: null } },
    );
    expect(body.html).toBe(
      '<p><a href="/articles/3?from=top#step-2">先</a><a href="/">先</a>' +
        '<a href="http://salvia.example/articles/3" target="_blank" rel="noopener">先</a>' +
        '<a href="https://salvia.example.evil.test/articles/3" target="_blank" rel="noopener">先</a></p>' +
        '<p data-button><a href="/articles/4">続きを読む</a></p>' +
        '<div data-link-card><a href="/articles/5"><strong>部屋干しのコツ</strong></a></div>',
    );
    // The document keeps the address as the writer gave it.
    expect(JSON.stringify(body.json)).toContain('https://salvia.example/articles/3?from=top#step-2');
  });

  it.each([
    ['a heading', '<h2>見出し</h2>'],
    ['formatting', '<p><strong>太</strong><em>斜</em><s>消</s><u>下</u><mark>印</mark>改<br />行</p>'],
    [
      'lists and a quote',
      '<ul><li><p>一</p></li></ul><ol start="3"><li><p>三</p></li></ol><blockquote><p>引用</p></blockquote><hr />',
    ],
    [
      'a captioned picture at 全幅',
      '<figure><img src="/media/a.webp" alt="棚" data-size="full" loading="lazy" /><figcaption>説明</figcaption></figure>',
    ],
    ['a table', '<table><tbody><tr><th><p>項目</p></th><td colspan="2"><p>値</p></td></tr></tbody></table>'],
    [
      'a YouTube video',
      '<iframe src="https://www.youtube-nocookie.com/embed/abc123" width="640" height="360" allowfullscreen="true" title="YouTube 動画" loading="lazy"></iframe>',
    ],
    [
      'an X post',
      '<div data-embed="x" data-url="https://x.com/salvia/status/1"><a href="https://x.com/salvia/status/1" target="_blank" rel="noopener">X（旧Twitter） の投稿を見る</a></div>',
    ],
    [
      'the three boxes',
      '<div data-callout="point"><p>要点</p></div><div data-callout="caution"><p>注意</p></div><div data-callout="memo"><p>メモ</p></div>',
    ],
    ['a button link', '<p data-button><a href="/articles/3">続きを読む</a></p>'],
    ['steps', '<ol data-steps><li><p>水を張る</p></li><li><p>30分置く</p></li></ol>'],
    [
      'a Q&A',
      '<div data-qa><p data-qa-q>何倍に薄めますか？</p><div data-qa-a><p>水で<strong>5倍</strong>です。</p></div></div>',
    ],
    [
      'a balloon',
      '<div data-balloon="right"><figure data-speaker><img src="/media/a.webp" alt="" loading="lazy" /><figcaption>山田</figcaption></figure><div data-says><p>夜のうちに。</p></div></div>',
    ],
    [
      'a product card',
      '<div data-product><span data-product-pr>PR</span><img src="/media/p.webp" alt="ボトル" loading="lazy" /><p data-product-name>ボトル</p><p data-product-price>1,980円（税込）<time data-product-price-date datetime="2026-11-22">（2026年11月22日時点）</time></p><p data-product-price-note>※価格は掲載時点のものです</p><div data-product-shops><a href="https://www.amazon.co.jp/dp/B0001" data-product-link data-shop="amazon" target="_blank" rel="sponsored noopener" aria-label="Amazonで見る：ボトル">Amazonで見る</a><a href="https://item.rakuten.co.jp/shop/bottle/" data-product-link data-shop="rakuten" target="_blank" rel="sponsored noopener" aria-label="楽天市場で見る：ボトル">楽天市場で見る</a><a href="https://store.shopping.yahoo.co.jp/shop/bottle.html" data-product-link data-shop="yahoo" target="_blank" rel="sponsored noopener" aria-label="Yahoo!ショッピングで見る：ボトル">Yahoo!ショッピングで見る</a><a href="https://shop.example.com/p/1" data-product-link data-shop="other" target="_blank" rel="sponsored noopener" aria-label="公式ストアで見る：ボトル">公式ストアで見る</a></div></div>',
    ],
    ['the 目次 marker', '<p>前</p><div data-toc></div><p>後</p>'],
    [
      'an article card',
      '<div data-link-card><a href="/articles/12"><img src="/media/r.webp" alt="" loading="lazy" /><strong>部屋干しのコツ</strong></a></div>',
    ],
  ])('reads %s from HTML into the document and writes it back the same', (_name, html) => {
    const body = fromHtml(html);
    expect(body.html).toBe(html);
    expect(articleBodyOf({ body_json: body.json }, site)!.html).toBe(html);
  });

  it('renders a product card stored before shops, with its one link, as one button, and reads its old HTML', () => {
    const card = { name: 'ボトル', price: '1,980円', url: 'https://shop.example.com/p/1', image: null, label: '買う' };
    const button =
      '<div data-product-shops><a href="https://shop.example.com/p/1" data-product-link data-shop="other" target="_blank" rel="sponsored noopener" aria-label="買う：ボトル">買う</a></div>';
    expect(fromJson({ type: 'productCard', attrs: card }).html).toBe(
      `<div data-product><span data-product-pr>PR</span><p data-product-name>ボトル</p><p data-product-price>1,980円</p><p data-product-price-note>※価格は掲載時点のものです</p>${button}</div>`,
    );
    // What the renderer wrote before shops, as an import or an older client sends it.
    const old =
      '<div data-product><span data-product-pr>PR</span><p data-product-name>ボトル</p><p data-product-price>1,980円</p><a href="https://shop.example.com/p/1" data-product-link target="_blank" rel="sponsored noopener">買う</a></div>';
    expect(fromHtml(old).html).toContain(button);
  });

  it('refuses a product card without any shop, a shop it does not know, or a day that is not one', () => {
    const card = (attrs: Record<string, unknown>) => ({
      body_json: { type: 'doc', content: [{ type: 'productCard', attrs: { name: 'ボトル', ...attrs } }] },
    });
    expect(refusal(card({ shops: [] }))).toBe('本文の商品カード：ショップのURLを1つ以上入力してください');
    expect(refusal(card({ shops: [{ shop: 'mercari', url: 'https://jp.mercari.com/' }] }))).toBe(
      '本文の商品カード：ショップの種類が正しくありません',
    );
    expect(refusal(card({ shops: [{ shop: 'amazon', url: 'javascript:alert(1)' }] }))).toMatch(
      /^本文の商品カード：URLは/,
    );
    expect(
      refusal(
        card({
          price: '980円',
          priceCheckedOn: '2026-02-30',
          shops: [{ shop: 'amazon', url: 'https://amazon.example/' }],
        }),
      ),
    ).toBe('本文の商品カード：価格を確認した日は 2026-11-22 の形の日付にしてください');
  });

  it('reads what another editor wrote as the nearest block, and what no block is as nothing', () => {
    expect(fromHtml('<h1>題</h1><h6>小</h6><ul><li>項目</li></ul><b>太</b>').html).toBe(
      '<h2>題</h2><h4>小</h4><ul><li><p>項目</p></li></ul><p><strong>太</strong></p>',
    );
    expect(fromHtml('<div data-callout="__proto__" onclick="x()"><p>残る文</p></div>').html).toBe(
      '<div data-callout="memo"><p>残る文</p></div>',
    );
    expect(
      fromHtml(
        '<div data-balloon="up"><figure data-speaker><figcaption>山田</figcaption></figure><div data-says><p>声</p></div></div>',
      ).html,
    ).toBe(
      '<div data-balloon="left"><figure data-speaker><figcaption>山田</figcaption></figure><div data-says><p>声</p></div></div>',
    );
    expect(fromHtml('<img src="/media/a.webp" alt="棚" data-size="huge">').html).toBe(
      '<img src="/media/a.webp" alt="棚" loading="lazy" />',
    );
    expect(
      fromHtml(
        '<div data-product><p data-product-name>ボトル</p><a href="https://shop.example.com/" rel="follow" target="_self">買う</a></div>',
      ).html,
    ).toBe(
      '<div data-product><span data-product-pr>PR</span><p data-product-name>ボトル</p><div data-product-shops><a href="https://shop.example.com/" data-product-link data-shop="other" target="_blank" rel="sponsored noopener" aria-label="買う：ボトル">買う</a></div></div>',
    );
  });

  it.each([
    ['<script>alert(1)</script><p>本文</p>', '<p>本文</p>'],
    ['<p onclick="alert(1)" style="background:url(javascript:alert(1))">本文</p>', '<p>本文</p>'],
    ['<a href="javascript:alert(1)">リンク</a>', '<p>リンク</p>'],
    ['<svg><script>alert(1)</script></svg>', '<p></p>'],
    ['<iframe src="https://evil.example/embed"></iframe>', '<p></p>'],
    ['<object data="x.swf"></object><embed src="x.swf">', '<p></p>'],
    ['<math><mi xlink:href="javascript:alert(1)">x</mi></math>', '<p>x</p>'],
    [
      '<div data-embed="constructor" data-url="https://x.com/a/status/1"><a href="https://x.com/a/status/1">投稿</a></div>',
      '<p><a href="https://x.com/a/status/1" target="_blank" rel="noopener">投稿</a></p>',
    ],
  ])('neutralises %s', (dirty, expected) => {
    expect(fromHtml(dirty).html).toBe(expected);
  });

  it.each([
    ['<img src="javascript:alert(1)">', /^本文の画像：URLは/],
    ['<img src=x onerror="alert(1)">', /^本文の画像：URLは/],
    ['<div data-embed="x" data-url="https://evil.example/status/1"></div>', /^本文のSNS の投稿：/],
    ['<div data-toc></div><p>本文</p><div data-toc></div>', /目次の位置」は1か所だけ/],
  ])('refuses %s with a message naming the block', (dirty, message) => {
    expect(refusal({ body_html: dirty })).toMatch(message);
  });
});

describe('the fence', () => {
  it('keeps only what the blocks write, whatever reaches it', () => {
    expect(
      fenceBodyHtml(
        '<p style="x" class="y">文</p><iframe src="https://evil.example/"></iframe><img src="javascript:x"><a href="//evil.example/" onclick="x">先</a><div data-unknown="1"><form><input></form></div>',
      ),
    ).toBe('<p>文</p><img /><a>先</a><div></div>');
  });
});

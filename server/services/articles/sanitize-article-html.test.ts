import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from './sanitize-article-html.ts';

describe('sanitizeArticleHtml', () => {
  it('keeps the structure of an article', () => {
    const html =
      '<h2>見出し</h2><p><strong>太字</strong>と<em>斜体</em></p><ul><li>項目</li></ul><blockquote><p>引用</p></blockquote><figure><img src="/media/a-640.webp" alt="写真"><figcaption>説明</figcaption></figure><table><tbody><tr><td>1</td></tr></tbody></table>';
    const clean = sanitizeArticleHtml(html);
    expect(clean).toContain('<h2>見出し</h2>');
    expect(clean).toContain('<strong>太字</strong>');
    expect(clean).toContain('<img src="/media/a-640.webp" alt="写真" loading="lazy" />');
    expect(clean).toContain('<figcaption>説明</figcaption>');
    expect(clean).toContain('<td>1</td>');
  });

  it.each([
    ['<script>alert(1)</script><p>本文</p>', '<p>本文</p>'],
    ['<p onclick="alert(1)">本文</p>', '<p>本文</p>'],
    ['<img src=x onerror="alert(1)">', '<img src="x" loading="lazy" />'],
    ['<a href="javascript:alert(1)">リンク</a>', '<a>リンク</a>'],
    ['<img src="javascript:alert(1)">', '<img loading="lazy" />'],
    ['<p style="background:url(javascript:alert(1))">本文</p>', '<p>本文</p>'],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<iframe src="https://evil.example/embed"></iframe>', ''],
    ['<div data-embed="x" data-url="https://evil.example/status/1"></div>', ''],
    ['<object data="x.swf"></object><embed src="x.swf">', ''],
    ['<math><mi xlink:href="javascript:alert(1)">x</mi></math>', 'x'],
  ])('neutralises %s', (dirty, expected) => {
    expect(sanitizeArticleHtml(dirty)).toBe(expected);
  });

  it('keeps YouTube iframes and X / Instagram embeds by URL', () => {
    const yt = '<iframe src="https://www.youtube-nocookie.com/embed/abc123" width="640" height="360"></iframe>';
    expect(sanitizeArticleHtml(yt)).toBe(yt.replace('></iframe>', ' loading="lazy"></iframe>'));
    const x = '<div data-embed="x" data-url="https://x.com/salvia/status/1"></div>';
    expect(sanitizeArticleHtml(x)).toBe(x);
    const ig = '<div data-embed="instagram" data-url="https://www.instagram.com/p/abc/"></div>';
    expect(sanitizeArticleHtml(ig)).toBe(ig);
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'X', ''])(
    'drops an embed placeholder of unknown kind %j instead of failing',
    (kind) => {
      const html = `<p>前</p><div data-embed="${kind}" data-url="https://x.com/salvia/status/1"><a href="https://x.com/salvia/status/1">投稿</a></div><p>後</p>`;
      expect(sanitizeArticleHtml(html)).toBe('<p>前</p><p>後</p>');
    },
  );

  it('opens outside links safely and keeps inside links', () => {
    expect(sanitizeArticleHtml('<a href="https://example.com">外部</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">外部</a>',
    );
    expect(sanitizeArticleHtml('<a href="/articles/1">内部</a>')).toBe('<a href="/articles/1">内部</a>');
  });

  it('keeps the marker, button links and the three boxes, and turns a box of unknown kind into a メモ', () => {
    const marked = '<p>洗濯は<mark>夜のうちに</mark>回します。</p>';
    expect(sanitizeArticleHtml(marked)).toBe(marked);
    for (const kind of ['point', 'caution', 'memo']) {
      const box = `<div data-callout="${kind}"><p>酢は<strong>薄めて</strong>使います。</p></div>`;
      expect(sanitizeArticleHtml(box)).toBe(box);
    }
    expect(sanitizeArticleHtml('<div data-callout="__proto__" onclick="x()"><p>残る文</p></div>')).toBe(
      '<div data-callout="memo"><p>残る文</p></div>',
    );
    expect(
      sanitizeArticleHtml(
        '<div data-callout="point" data-embed="x" data-url="https://x.com/a/status/1"><p>本文</p></div>',
      ),
    ).toBe('<div data-callout="point"><p>本文</p></div>');
    expect(sanitizeArticleHtml('<mark style="color:red" class="x">色</mark>')).toBe('<mark>色</mark>');
    expect(sanitizeArticleHtml('<p data-button=""><a href="/articles/3">続きを読む</a></p>')).toBe(
      '<p data-button><a href="/articles/3">続きを読む</a></p>',
    );
  });

  it('keeps steps, Q&A, balloons, product cards and the 目次 marker as the editor writes them', () => {
    const blocks = [
      '<ol data-steps><li><p>水を張る</p></li><li><p>30分置く</p></li></ol>',
      '<div data-qa><p data-qa-q>酢は何倍に薄めますか？</p><div data-qa-a><p>水で<strong>5倍</strong>です。</p></div></div>',
      '<div data-balloon="right"><figure data-speaker><img src="/media/a.webp" alt="" loading="lazy" /><figcaption>山田</figcaption></figure><div data-says><p>夜のうちに。</p></div></div>',
      '<div data-toc></div>',
      '<div data-link-card><a href="/articles/12"><img src="/media/r.webp" alt="" loading="lazy" /><strong>部屋干しのコツ</strong></a></div>',
    ];
    for (const block of blocks) expect(sanitizeArticleHtml(block)).toBe(block);
    const product =
      '<div data-product><img src="/media/p.webp" alt="ボトル" loading="lazy" /><p data-product-name>ボトル</p><p data-product-price>1,980円（税込）</p><a href="https://shop.example.com/p/1" data-product-link target="_blank" rel="sponsored noopener">ショップで見る</a></div>';
    expect(sanitizeArticleHtml(product)).toBe(product);
  });

  it('keeps only the shape of the new blocks: known sides, sponsored shop links, no embed in disguise', () => {
    expect(sanitizeArticleHtml('<div data-balloon="up" onclick="x()"><div data-says><p>声</p></div></div>')).toBe(
      '<div data-balloon="left"><div data-says><p>声</p></div></div>',
    );
    expect(
      sanitizeArticleHtml(
        '<div data-product><a href="https://shop.example.com/" data-product-link rel="follow" target="_self" onclick="x()">買う</a></div>',
      ),
    ).toBe(
      '<div data-product><a href="https://shop.example.com/" data-product-link target="_blank" rel="sponsored noopener">買う</a></div>',
    );
    expect(sanitizeArticleHtml('<a href="javascript:alert(1)" data-product-link>買う</a>')).toBe(
      '<a data-product-link target="_blank" rel="sponsored noopener">買う</a>',
    );
    expect(sanitizeArticleHtml('<div data-toc="x" data-embed="x" data-url="https://x.com/a/status/1"></div>')).toBe(
      '<div data-toc></div>',
    );
    expect(sanitizeArticleHtml('<ol data-steps="evil" style="x"><li>手順</li></ol>')).toBe(
      '<ol data-steps><li>手順</li></ol>',
    );
  });

  it('keeps a picture at 全幅 or 小, and nothing else in data-size', () => {
    expect(sanitizeArticleHtml('<img src="/media/a.webp" alt="棚" data-size="small" />')).toBe(
      '<img src="/media/a.webp" alt="棚" data-size="small" loading="lazy" />',
    );
    expect(sanitizeArticleHtml('<img src="/media/a.webp" alt="棚" data-size="huge" />')).toBe(
      '<img src="/media/a.webp" alt="棚" loading="lazy" />',
    );
  });
});

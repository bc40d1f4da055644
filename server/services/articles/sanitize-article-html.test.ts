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
});

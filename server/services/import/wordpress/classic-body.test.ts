// Classic-editor posts as WordPress's export holds them, read into the HTML WordPress would show and
// then through the article pipeline, as the import will.
import { describe, expect, it } from 'vitest';
import { articleBodyOf } from '../../article-body/render-body.ts';
import { type AttachmentLookup, classicBodyHtml } from './classic-body.ts';

const attachments: AttachmentLookup = (id) =>
  ({
    41: { url: '/media/shelf.webp', alt: '玄関の棚', caption: '靴箱の上の棚' },
    42: { url: '/media/basket.webp', alt: 'かご', caption: '' },
  })[id];

/** The page HTML the classic text becomes, and what the import would report. */
function imported(content: string) {
  const body = classicBodyHtml(content, attachments);
  return {
    html: articleBodyOf({ body_html: body.html }, { siteUrl: 'https://salvia.example' })?.html,
    notes: body.notes,
  };
}

describe('classic-editor bodies', () => {
  it('makes paragraphs of blank lines and line breaks of single ones, as wpautop does', () => {
    const content =
      '玄関を片づけました。\n靴は三足まで。\n\n<h2>やったこと</h2>\n<ul>\n<li>靴を減らす</li>\n<li>棚をつける</li>\n</ul>\n最後に<strong>掃除</strong>。';
    expect(imported(content).html).toBe(
      '<p>玄関を片づけました。<br />靴は三足まで。</p><h2>やったこと</h2><ul><li><p>靴を減らす</p></li><li><p>棚をつける</p></li></ul><p>最後に<strong>掃除</strong>。</p>',
    );
  });

  it('turns [caption] into a captioned picture and [gallery] into the attachments it names', () => {
    const content =
      '[caption id="attachment_41" align="aligncenter" width="640"]<img class="size-large wp-image-41" src="/media/shelf.webp" alt="玄関の棚" width="640" height="480" /> 靴箱の上の棚[/caption]\n\n[gallery ids="42,99"]';
    const { html, notes } = imported(content);
    expect(html).toBe(
      '<figure><img src="/media/shelf.webp" alt="玄関の棚" width="640" height="480" loading="lazy" /><figcaption>靴箱の上の棚</figcaption></figure><img src="/media/basket.webp" alt="かご" loading="lazy" />',
    );
    expect(notes).toEqual(['ギャラリーの画像（ID 99）が書き出しファイルにありません']);
  });

  it('embeds YouTube, X and Instagram from [embed] or a URL alone on its line, and links anything else', () => {
    const content = [
      '動画です。',
      'https://www.youtube.com/watch?v=abc123xyz',
      '[embed]https://x.com/salvia/status/123[/embed]',
      'https://www.instagram.com/p/abc/',
      'https://example.com/page',
      '文中の https://example.com/inline はそのまま。',
    ].join('\n\n');
    const { html, notes } = imported(content);
    expect(html).toBe(
      [
        '<p>動画です。</p>',
        '<iframe src="https://www.youtube-nocookie.com/embed/abc123xyz" width="640" height="360" allowfullscreen="true" title="YouTube 動画" loading="lazy"></iframe>',
        '<div data-embed="x" data-url="https://x.com/salvia/status/123"><a href="https://x.com/salvia/status/123" target="_blank" rel="noopener">X（旧Twitter） の投稿を見る</a></div>',
        '<div data-embed="instagram" data-url="https://www.instagram.com/p/abc/"><a href="https://www.instagram.com/p/abc/" target="_blank" rel="noopener">Instagram の投稿を見る</a></div>',
        '<p><a href="https://example.com/page" target="_blank" rel="noopener">https://example.com/page</a></p>',
        '<p>文中の https://example.com/inline はそのまま。</p>',
      ].join(''),
    );
    expect(notes).toEqual(['埋め込み https://example.com/page はリンクとして取り込みました']);
  });

  it('drops <!--more-->, joins <!--nextpage--> pages and unknown shortcodes, naming what it left out', () => {
    const content = 'はじめに。<!--more-->\n\n[box type="point"]大事なこと。[/box]<!--nextpage-->\n\n二ページ目。';
    const { html, notes } = imported(content);
    expect(html).toBe('<p>はじめに。</p><p>大事なこと。</p><p>二ページ目。</p>');
    expect(notes).toEqual([
      'ページ分割（<!--nextpage-->）は1ページにまとめました',
      'ショートコード [box] は取り込めないため外しました',
    ]);
  });

  it('keeps the lines of a <pre> block as typed and lets nothing unsafe through', () => {
    const { html, notes } = imported(
      '<pre>一行目\n\n二行目</pre>\n\n<script>alert(1)</script><p onclick="x()">本文</p>',
    );
    expect(html).toBe('<p>一行目<br /><br />二行目</p><p>本文</p>');
    expect(notes).toEqual(['スクリプトとスタイルは取り込みません']);
  });
});

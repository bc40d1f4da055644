// Block-editor posts as WordPress 6's export holds them (each block's saved HTML between its
// comments), read into Salvia's blocks and then through the article pipeline, as the import will.
import { describe, expect, it } from 'vitest';
import { articleBodyOf } from '../../article-body/render-body.ts';
import { blockBodyHtml } from './block-body.ts';

function imported(content: string) {
  const body = blockBodyHtml(content);
  return {
    html: articleBodyOf({ body_html: body.html }, { siteUrl: 'https://salvia.example' })?.html,
    notes: body.notes,
  };
}

describe('block-editor bodies', () => {
  it('reads the core blocks as the article blocks they are', () => {
    const content = `<!-- wp:paragraph -->
<p>玄関を<strong>片づけ</strong>ました。</p>
<!-- /wp:paragraph -->

<!-- wp:heading -->
<h2 class="wp-block-heading">やったこと</h2>
<!-- /wp:heading -->

<!-- wp:list -->
<ul class="wp-block-list"><!-- wp:list-item -->
<li>靴を減らす</li>
<!-- /wp:list-item --></ul>
<!-- /wp:list -->

<!-- wp:image {"id":41,"sizeSlug":"large","linkDestination":"none"} -->
<figure class="wp-block-image size-large"><img src="/media/shelf.webp" alt="玄関の棚" class="wp-image-41"/><figcaption class="wp-element-caption">靴箱の上の棚</figcaption></figure>
<!-- /wp:image -->

<!-- wp:quote -->
<blockquote class="wp-block-quote"><!-- wp:paragraph -->
<p>物は少なく。</p>
<!-- /wp:paragraph --></blockquote>
<!-- /wp:quote -->

<!-- wp:separator -->
<hr class="wp-block-separator has-alpha-channel-opacity"/>
<!-- /wp:separator -->

<!-- wp:table -->
<figure class="wp-block-table"><table><tbody><tr><td>靴</td><td>3足</td></tr></tbody></table></figure>
<!-- /wp:table -->

<!-- wp:buttons -->
<div class="wp-block-buttons"><!-- wp:button -->
<div class="wp-block-button"><a class="wp-block-button__link wp-element-button" href="/articles/3">続きを読む</a></div>
<!-- /wp:button --></div>
<!-- /wp:buttons -->

<!-- wp:embed {"url":"https://www.youtube.com/watch?v=abc123xyz","type":"video","providerNameSlug":"youtube"} -->
<figure class="wp-block-embed is-type-video is-provider-youtube wp-block-embed-youtube"><div class="wp-block-embed__wrapper">
https://www.youtube.com/watch?v=abc123xyz
</div></figure>
<!-- /wp:embed -->`;
    expect(imported(content).html).toBe(
      [
        '<p>玄関を<strong>片づけ</strong>ました。</p>',
        '<h2>やったこと</h2>',
        '<ul><li><p>靴を減らす</p></li></ul>',
        '<figure><img src="/media/shelf.webp" alt="玄関の棚" loading="lazy" /><figcaption>靴箱の上の棚</figcaption></figure>',
        '<blockquote><p>物は少なく。</p></blockquote>',
        '<hr />',
        '<table><tbody><tr><td><p>靴</p></td><td><p>3足</p></td></tr></tbody></table>',
        '<p data-button><a href="/articles/3">続きを読む</a></p>',
        '<iframe src="https://www.youtube-nocookie.com/embed/abc123xyz" width="640" height="360" allowfullscreen="true" title="YouTube 動画" loading="lazy"></iframe>',
      ].join(''),
    );
  });

  it("reads SWELL, Cocoon and Snow Monkey 吹き出し and boxes as Salvia's", () => {
    const swell = `<!-- wp:loos/balloon {"balloonID":"1"} -->
<div class="c-balloon -bln-right" data-col="gray"><div class="c-balloon__icon -circle"><img src="/media/mori.webp" alt="" class="c-balloon__iconImg" width="80" height="80"><span class="c-balloon__iconName">森さん</span></div><div class="c-balloon__body -speaking -border-on"><div class="c-balloon__text"><p>耳の高さで結びます。</p><span class="c-balloon__shapes"></span></div></div></div>
<!-- /wp:loos/balloon -->
<!-- wp:group {"className":"is-style-big_icon_caution"} -->
<div class="wp-block-group is-style-big_icon_caution"><!-- wp:paragraph -->
<p>電源を切ってください。</p>
<!-- /wp:paragraph --></div>
<!-- /wp:group -->`;
    expect(imported(swell).html).toBe(
      '<div data-balloon="right"><figure data-speaker><img src="/media/mori.webp" alt="" loading="lazy" /><figcaption>森さん</figcaption></figure><div data-says><p>耳の高さで結びます。</p></div></div><div data-callout="caution"><p>電源を切ってください。</p></div>',
    );

    const cocoon = `<!-- wp:cocoon-blocks/balloon-ex-box-1 {"index":"0","id":"1"} -->
<div class="wp-block-cocoon-blocks-balloon-ex-box-1 speech-wrap sb-id-1 sbs-stn sbp-l sbis-cb cf block-box"><div class="speech-person"><figure class="speech-icon"><img src="/media/sato.webp" alt="佐藤" class="speech-icon-image"/></figure><div class="speech-name">佐藤</div></div><div class="speech-balloon"><!-- wp:paragraph -->
<p>後れ毛が気になります。</p>
<!-- /wp:paragraph --></div></div>
<!-- /wp:cocoon-blocks/balloon-ex-box-1 -->
<!-- wp:cocoon-blocks/blank-box-1 -->
<div class="wp-block-cocoon-blocks-blank-box-1 blank-box block-box"><!-- wp:paragraph -->
<p>毎朝5分で十分です。</p>
<!-- /wp:paragraph --></div>
<!-- /wp:cocoon-blocks/blank-box-1 -->`;
    expect(imported(cocoon).html).toBe(
      '<div data-balloon="left"><figure data-speaker><img src="/media/sato.webp" alt="" loading="lazy" /><figcaption>佐藤</figcaption></figure><div data-says><p>後れ毛が気になります。</p></div></div><div data-callout="point"><p>毎朝5分で十分です。</p></div>',
    );

    const snowMonkey = `<!-- wp:snow-monkey-blocks/alert {"modifier":"warning"} -->
<div class="smb-alert smb-alert--warning"><div class="smb-alert__body"><p>熱いので注意。</p></div></div>
<!-- /wp:snow-monkey-blocks/alert -->`;
    expect(imported(snowMonkey).html).toBe('<div data-callout="caution"><p>熱いので注意。</p></div>');
  });

  it('lays columns out in reading order and names blocks it reads only for their content', () => {
    const content = `<!-- wp:columns -->
<div class="wp-block-columns"><!-- wp:column -->
<div class="wp-block-column"><!-- wp:paragraph --><p>左の段</p><!-- /wp:paragraph --></div>
<!-- /wp:column --><!-- wp:column -->
<div class="wp-block-column"><!-- wp:paragraph --><p>右の段</p><!-- /wp:paragraph --></div>
<!-- /wp:column --></div>
<!-- /wp:columns -->
<!-- wp:some-plugin/price-table -->
<div class="price-table"><p>月額980円</p><script>track()</script></div>
<!-- /wp:some-plugin/price-table -->`;
    const { html, notes } = imported(content);
    expect(html).toBe('<p>左の段</p><p>右の段</p><p>月額980円</p>');
    expect(notes).toEqual(['ブロック「some-plugin/price-table」は中身だけを取り込みました']);
  });
});

// The magazine's blocks: a writer marks a phrase, sets a passage in a ポイント box and adds a button
// link, then writes steps, a Q&A, a 吹き出し and a product card and places the 目次; the editor
// loads them again and the article page shows them as the editor did.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { describe, expect, inject } from 'vitest';
import { PROMOTION_NOTICE } from '../../contract/promotion.ts';
import { DESKTOP, expectNoErrors, it, MOBILE } from './browser.ts';
import { gotoReady } from './navigate.ts';
import { screenshot } from './screenshots.ts';

const baseUrl = inject('baseUrl');

describe('magazine blocks in the editor', () => {
  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const) {
    it(`marks a phrase, boxes a passage and adds a button link, and the article page shows them (${name})`, async ({
      openSignedInPage,
    }) => {
      const { page, errors } = await openSignedInPage('admin', viewport, { at: '/admin/articles/new_article' });
      const title = `E2E マーカーとボックス ${name} ${Date.now()}`;
      await page.getByRole('textbox', { name: 'タイトル', exact: true }).fill(title);
      const body = page.getByRole('textbox', { name: '本文' });
      await body.click();
      await page.keyboard.type('つけ置きは夜のうちに');
      await page.keyboard.press('Enter');
      await page.keyboard.type('酢は必ず水で薄めて使います。');
      await page.getByRole('button', { name: '注意のボックス' }).click();
      await expect.poll(() => body.locator('[data-callout="caution"]').innerText()).toContain('酢は必ず水で薄めて');
      // Pressed again on the same box, the kind changes, not the text.
      await page.getByRole('button', { name: 'ポイントのボックス' }).click();
      await expect.poll(() => body.locator('[data-callout]').getAttribute('data-callout')).toBe('point');
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('End');
      await page.keyboard.press('Shift+Home');
      await page.getByRole('button', { name: 'マーカー' }).click();
      expect(await body.locator('mark').innerText()).toBe('つけ置きは夜のうちに');
      await page.keyboard.press('End');
      await page.getByRole('button', { name: 'ボタンリンクを挿入' }).click();
      const dialog = page.getByRole('dialog', { name: 'ボタンリンクを挿入' });
      await dialog.getByRole('textbox', { name: 'ボタンの文言' }).fill('つけ置きの手順を見る');
      await dialog.getByRole('textbox', { name: 'リンク先のURL' }).fill('javascript:alert(1)');
      await dialog.getByRole('button', { name: '挿入する' }).click();
      await dialog.getByText('https:// で始まるURLか').waitFor();
      await dialog.getByRole('textbox', { name: 'リンク先のURL' }).fill('/articles/1');
      await dialog.getByRole('button', { name: '挿入する' }).click();
      await body.locator('[data-button] a').waitFor();
      // The picture is of the editor, not of the dialog fading out over it.
      await dialog.waitFor({ state: 'hidden' });
      await body.locator('[data-callout]').scrollIntoViewIfNeeded();
      await screenshot(page, `editor-blocks-${name}`);

      await page.getByRole('combobox', { name: 'カテゴリ' }).click();
      await page.getByRole('option', { name: '洗濯', exact: true }).click();
      await page.getByRole('button', { name: '公開する', exact: true }).click();
      await page.getByText('記事を公開しました').waitFor();
      await page.waitForURL(/\/admin\/articles\/edit_article\/\d+$/);
      const id = Number(page.url().split('/').pop());

      await gotoReady(page, `${baseUrl}/articles/${id}`);
      const article = page.locator('article');
      expect(await article.locator('mark').innerText()).toBe('つけ置きは夜のうちに');
      const box = article.locator('[data-callout="point"]');
      expect(await box.innerText()).toContain('酢は必ず水で薄めて使います。');
      expect(await box.evaluate((el) => getComputedStyle(el, '::before').content)).toBe('"ポイント"');
      const button = article.locator('[data-button] a');
      expect(await button.innerText()).toBe('つけ置きの手順を見る');
      expect(await button.getAttribute('href')).toBe('/articles/1');
      await box.scrollIntoViewIfNeeded();
      await screenshot(page, `article-blocks-${name}`);
      expectNoErrors(errors);
    });
  }

  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const) {
    it(`writes steps, a Q&A, a 吹き出し and a product card and places the 目次, kept on reload and on the page (${name})`, async ({
      openSignedInPage,
    }) => {
      const { page, errors } = await openSignedInPage('admin', viewport, { at: '/admin/articles/new_article' });
      await page
        .getByRole('textbox', { name: 'タイトル', exact: true })
        .fill(`E2E 手順と吹き出し ${name} ${Date.now()}`);
      const body = page.getByRole('textbox', { name: '本文' });
      await body.click();
      await page.keyboard.type('はじめに読んでください。');
      await page.getByRole('button', { name: '目次の位置' }).click();
      await body.locator('[data-toc]').waitFor();
      await page.keyboard.press('Control+End');
      await page.keyboard.type('## 手順');
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'ステップ' }).click();
      await page.keyboard.type('水を張る');
      await page.keyboard.press('Enter');
      await page.keyboard.type('30分置く');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      await page.keyboard.type('## よくある質問');
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'Q&Aを挿入' }).click();
      await body.locator('[data-qa-q]').click();
      await page.keyboard.type('酢は何倍に薄めますか？');
      await body.locator('[data-qa-a] p').click();
      await page.keyboard.type('水で5倍に薄めます。');
      // Pressed inside the Q&A, the one marker moves after it: the page cannot split a block.
      await page.getByRole('button', { name: '目次の位置' }).click();
      await expect.poll(() => body.locator('[data-toc]').count()).toBe(1);
      expect(await body.locator('[data-qa] [data-toc], [data-qa] + [data-toc]').count()).toBe(1);
      expect(await body.locator('[data-qa] [data-toc]').count()).toBe(0);
      await body.getByText('はじめに読んでください。').click();
      await page.keyboard.press('End');
      await page.getByRole('button', { name: '目次の位置' }).click();
      await expect.poll(() => body.locator('p:first-child + [data-toc]').count()).toBe(1);
      expect(await body.locator('[data-toc]').count()).toBe(1);

      await page.keyboard.press('Control+End');
      await page.getByRole('button', { name: '吹き出しを挿入' }).click();
      const balloonDialog = page.getByRole('dialog', { name: '吹き出しを挿入' });
      await balloonDialog.getByRole('button', { name: '挿入する' }).click();
      await balloonDialog.getByText('話す人の名前を入力してください').waitFor();
      await balloonDialog.getByRole('combobox', { name: '書き手から選ぶ' }).click();
      const writer = page.getByRole('option').first();
      const speaker = (await writer.innerText()).trim();
      await writer.click();
      expect(await balloonDialog.getByRole('textbox', { name: '話す人の名前' }).inputValue()).toBe(speaker);
      await balloonDialog.getByText('右', { exact: true }).click();
      await balloonDialog.getByRole('button', { name: '挿入する' }).click();
      await body.locator('[data-says] p').click();
      await page.keyboard.type('夜のうちにつけ置きしておくと朝が楽です。');

      await page.keyboard.press('Control+End');
      await page.getByRole('button', { name: '商品カードを挿入' }).click();
      const productDialog = page.getByRole('dialog', { name: '商品カードを挿入' });
      await productDialog.getByRole('textbox', { name: '商品名' }).fill('詰め替えボトル 500ml');
      await productDialog.getByRole('textbox', { name: '価格', exact: true }).fill('1,980円（税込）');
      await productDialog.getByRole('textbox', { name: 'ショップのURL' }).fill('javascript:alert(1)');
      await productDialog.getByRole('button', { name: '挿入する' }).click();
      await productDialog.getByText('https:// で始まるショップのURL').waitFor();
      await productDialog.getByRole('textbox', { name: 'ショップのURL' }).fill('https://shop.example.com/bottle');
      await productDialog.getByRole('button', { name: '商品画像をメディアから選ぶ' }).click();
      await page
        .getByRole('dialog', { name: '商品画像を選ぶ' })
        .getByRole('button', { name: /^画像 .+ を選ぶ$/ })
        .first()
        .click();
      await productDialog.getByRole('button', { name: '挿入する' }).click();
      await body.locator('[data-product]').waitFor();

      // A link to one of our own articles, found by its title.
      await page.keyboard.press('Control+End');
      await page.keyboard.type('あわせて：');
      await page.getByRole('button', { name: 'リンク', exact: true }).click();
      const linkDialog = page.getByRole('dialog', { name: 'リンク' });
      await linkDialog.getByRole('textbox', { name: 'サイト内の記事を探す' }).fill('部屋干し');
      const result = linkDialog.getByRole('listitem').filter({ hasText: '部屋干しの5つのコツ' });
      await result.getByRole('button', { name: /へのリンク$/ }).click();
      const inner = body.locator('a', { hasText: '部屋干しの5つのコツ' });
      const innerHref = await inner.getAttribute('href');
      expect(innerHref).toMatch(/^\/articles\/\d+$/);
      // The same article as a 記事カード.
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'リンク', exact: true }).click();
      await linkDialog.getByRole('textbox', { name: 'サイト内の記事を探す' }).fill('部屋干し');
      await result.getByRole('button', { name: /をカードで入れる$/ }).click();
      expect(await body.locator('[data-link-card] a').getAttribute('href')).toBe(innerHref);
      // A link to an article readers cannot open is listed by the publish buttons.
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'リンク', exact: true }).click();
      await linkDialog.getByRole('textbox', { name: 'URLを入力する' }).fill('/articles/99999999');
      await linkDialog.getByRole('button', { name: 'リンクする' }).click();
      const warning = page.getByRole('alert').filter({ hasText: '公開されていない記事へのリンク' });
      await expect.poll(() => warning.innerText()).toContain('→ /articles/99999999');
      expect(await warning.innerText()).not.toContain('部屋干し');
      // An affiliate link in the text, marked as one.
      await page.keyboard.press('Enter');
      await page.keyboard.type('詰め替え用：');
      await page.getByRole('button', { name: 'リンク', exact: true }).click();
      await linkDialog.getByRole('textbox', { name: 'URLを入力する' }).fill('https://shop.example.com/refill');
      await linkDialog.getByRole('checkbox', { name: '広告・アフィリエイトのリンク' }).check();
      await screenshot(page, `editor-sponsored-link-${name}`);
      await linkDialog.getByRole('button', { name: 'リンクする' }).click();
      await body.locator('a[href="https://shop.example.com/refill"]').waitFor();
      await warning.scrollIntoViewIfNeeded();
      await screenshot(page, `editor-broken-links-${name}`);
      await body.locator('[data-balloon]').scrollIntoViewIfNeeded();
      await screenshot(page, `editor-blocks-more-${name}`);

      await page.getByRole('combobox', { name: 'カテゴリ' }).click();
      await page.getByRole('option', { name: '洗濯', exact: true }).click();
      await page.getByRole('button', { name: '公開する', exact: true }).click();
      await page.getByText('記事を公開しました').waitFor();
      await page.waitForURL(/\/admin\/articles\/edit_article\/\d+$/);
      const id = Number(page.url().split('/').pop());

      // Loaded again, the editor shows every block as it was written.
      await gotoReady(page, page.url());
      const reloaded = page.getByRole('textbox', { name: '本文' });
      await expect.poll(() => reloaded.locator('[data-steps] li').allInnerTexts()).toEqual(['水を張る', '30分置く']);
      expect(await reloaded.locator('[data-qa-q]').innerText()).toBe('酢は何倍に薄めますか？');
      expect(await reloaded.locator('[data-balloon="right"] figcaption').innerText()).toBe(speaker);
      expect(await reloaded.locator('[data-product-name]').innerText()).toBe('詰め替えボトル 500ml');
      await expect.poll(() => reloaded.locator('[data-toc]').count()).toBe(1);

      await gotoReady(page, `${baseUrl}/articles/${id}`);
      const article = page.locator('article');
      const steps = article.locator('[data-steps] > li');
      expect(await steps.allInnerTexts()).toEqual(['水を張る', '30分置く']);
      expect(await steps.nth(1).evaluate((el) => getComputedStyle(el, '::before').content)).toContain('STEP');
      expect(await article.locator('[data-qa-q]').innerText()).toBe('酢は何倍に薄めますか？');
      expect(await article.locator('[data-qa-a]').innerText()).toBe('水で5倍に薄めます。');
      const balloon = article.locator('[data-balloon="right"]');
      expect(await balloon.locator('figcaption').innerText()).toBe(speaker);
      expect(await balloon.locator('[data-says]').innerText()).toBe('夜のうちにつけ置きしておくと朝が楽です。');
      expect(
        await article
          .getByRole('link', { name: /部屋干しの5つのコツ/ })
          .first()
          .getAttribute('href'),
      ).toBe(innerHref);
      const card = article.locator('[data-link-card] a');
      expect(await card.getAttribute('href')).toBe(innerHref);
      expect(await card.innerText()).toContain('部屋干しの5つのコツ');
      const shop = article.locator('[data-product] a');
      expect(await shop.getAttribute('href')).toBe('https://shop.example.com/bottle');
      expect(await shop.getAttribute('rel')).toBe('sponsored noopener');
      expect(await shop.innerText()).toBe('ショップで見る');
      const refill = article.getByRole('link', { name: 'https://shop.example.com/refill' });
      expect(await refill.getAttribute('rel')).toBe('sponsored noopener');
      expect(await refill.getAttribute('target')).toBe('_blank');
      // The site's own article opens in place, followed by search engines.
      expect(await article.locator('[data-link-card] a').getAttribute('target')).toBeNull();
      // An affiliate link is an advertisement: the card says so, and so does the page.
      expect(await article.locator('[data-product] [data-product-pr]').innerText()).toBe('PR');
      expect(await page.getByText(PROMOTION_NOTICE).count()).toBe(1);
      await page.getByText(PROMOTION_NOTICE).scrollIntoViewIfNeeded();
      await screenshot(page, `article-affiliate-notice-${name}`);
      expect(await article.locator('[data-product] img').getAttribute('srcset')).toContain('.webp');
      // The 目次 stands where the writer put it: after the opening line, before the first heading.
      const order = await article.first().evaluate((root) => {
        const opening = [...root.querySelectorAll('p')].find((p) => p.textContent === 'はじめに読んでください。');
        const toc = root.querySelector('nav[aria-label="目次"]');
        const heading = root.querySelector('.article-blocks h2');
        const follows = (a: Node | null | undefined, b: Node | null | undefined) =>
          Boolean(a && b && a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
        return { tocAfterOpening: follows(opening, toc), headingAfterToc: follows(toc, heading) };
      });
      expect(order).toEqual({ tocAfterOpening: true, headingAfterToc: true });
      await article.locator('[data-product]').first().scrollIntoViewIfNeeded();
      await screenshot(page, `article-blocks-more-${name}`);
      expectNoErrors(errors);
    });
  }

  it('sends the document alone, and the page shows lists, a quote, a captioned picture, a table and embeds rendered from it (desktop)', async ({
    openSignedInPage,
  }) => {
    const { page, errors } = await openSignedInPage('admin', DESKTOP, { at: '/admin/articles/new_article' });
    const sent: Record<string, unknown>[] = [];
    page.on('request', (request) => {
      if (/\/api\/v1\/articles\/(new|update)$/.test(request.url())) sent.push(request.postDataJSON());
    });
    await page.getByRole('textbox', { name: 'タイトル', exact: true }).fill(`E2E 表と埋め込み ${Date.now()}`);
    const body = page.getByRole('textbox', { name: '本文' });
    await body.click();
    await page.keyboard.type('## 用意するもの');
    await page.keyboard.press('Enter');
    await page.keyboard.type('- 重曹');
    await page.keyboard.press('Enter');
    await page.keyboard.type('クエン酸');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('> 混ぜると泡が出ます');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('まず量を計ります。');

    await page.getByRole('button', { name: 'メディアから画像を挿入' }).click();
    await page
      .getByRole('dialog', { name: 'メディアから画像を挿入' })
      .getByRole('button', { name: /^画像 .+ を選ぶ$/ })
      .first()
      .click();
    const description = page.getByRole('dialog', { name: '画像の説明' });
    await description.getByRole('textbox', { name: '代替テキスト' }).fill('白い粉を計量スプーンですくう手元');
    await description.getByRole('textbox', { name: 'キャプション' }).fill('大さじ1杯が目安です');
    await description.getByText('全幅', { exact: true }).click();
    await description.getByRole('button', { name: '設定する' }).click();
    await description.waitFor({ state: 'hidden' });

    await page.keyboard.press('Control+End');
    await page.getByRole('button', { name: '表を挿入' }).click();
    await body.locator('table th').first().click();
    await page.keyboard.type('洗剤');
    await page.keyboard.press('Tab');
    await page.keyboard.type('汚れ');

    for (const url of ['https://www.youtube.com/watch?v=abc123', 'https://x.com/salvia/status/1']) {
      await page.keyboard.press('Control+End');
      await page.getByRole('button', { name: 'YouTube・X・Instagram を埋め込む' }).click();
      const embed = page.getByRole('dialog', { name: '埋め込み（YouTube・X・Instagram）' });
      await embed.getByRole('textbox', { name: 'URL' }).fill(url);
      await embed.getByRole('button', { name: '埋め込む' }).click();
      await embed.waitFor({ state: 'hidden' });
    }
    await body.locator('[data-embed="x"]').waitFor();

    await page.getByRole('combobox', { name: 'カテゴリ' }).click();
    await page.getByRole('option', { name: '掃除', exact: true }).click();
    await page.getByRole('button', { name: '公開する', exact: true }).click();
    await page.getByText('記事を公開しました').waitFor();
    await page.waitForURL(/\/admin\/articles\/edit_article\/\d+$/);
    const id = Number(page.url().split('/').pop());
    // The editor sends its document; the server makes the HTML.
    expect(sent.length).toBeGreaterThan(0);
    for (const payload of sent) {
      expect(payload).not.toHaveProperty('body_html');
      expect(payload).toHaveProperty('body_json.type', 'doc');
    }

    await gotoReady(page, `${baseUrl}/articles/${id}`);
    const article = page.locator('article');
    expect(await article.locator('.article-blocks h2').first().innerText()).toBe('用意するもの');
    expect(await article.locator('.article-blocks ul li').allInnerTexts()).toEqual(['重曹', 'クエン酸']);
    expect(await article.locator('blockquote').innerText()).toBe('混ぜると泡が出ます');
    const figure = article.locator('figure').filter({ hasText: '大さじ1杯が目安です' });
    expect(await figure.locator('img').getAttribute('alt')).toBe('白い粉を計量スプーンですくう手元');
    expect(await figure.locator('img').getAttribute('data-size')).toBe('full');
    expect(await article.locator('table th').allInnerTexts()).toEqual(['洗剤', '汚れ', '']);
    expect(await article.locator('iframe').getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/abc123');
    const post = article.locator('[data-embed="x"] a');
    expect(await post.getAttribute('href')).toBe('https://x.com/salvia/status/1');
    expect(await post.getAttribute('rel')).toBe('noopener');
    await figure.scrollIntoViewIfNeeded();
    await screenshot(page, 'article-table-embeds-desktop');
    expectNoErrors(errors);
  });

  it('offers a picture pasted from another site for the library, and leaves one out when asked (desktop)', async ({
    openSignedInPage,
  }) => {
    // Another site on this machine (the e2e server lets 127.0.0.1 through for this).
    const jpeg = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#d9822b' } })
      .jpeg()
      .toBuffer();
    const site = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'image/jpeg' }).end(jpeg));
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    try {
      const { page, errors } = await openSignedInPage('admin', DESKTOP, { at: '/admin/articles/new_article' });
      const body = page.getByRole('textbox', { name: '本文' });
      await body.click();
      const paste = (html: string) =>
        body.evaluate((el, html) => {
          const data = new DataTransfer();
          data.setData('text/html', html);
          el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
        }, html);

      await paste(`<p>ブログから引用した写真</p><img src="${origin}/kitchen.jpg" alt="台所">`);
      const dialog = page.getByRole('dialog', { name: '他のサイトの画像が貼り付けられました' });
      await dialog.getByText(`${origin}/kitchen.jpg`).waitFor();
      await screenshot(page, 'editor-external-image-desktop', false, true);
      await dialog.getByRole('button', { name: 'メディアに取り込む' }).click();
      await dialog.waitFor({ state: 'hidden' });
      const src = await body.locator('img').getAttribute('src');
      expect(src).toMatch(/^\/media\/\d{4}\/\d{2}\/[0-9a-f]{12}-kitchen\.jpg$/);
      expect(await body.locator('img').getAttribute('alt')).toBe('台所');
      const stored = await page.request.get(`${baseUrl}${src}`);
      expect(stored.headers()['content-type']).toBe('image/jpeg');

      await body.getByText('ブログから引用した写真').click();
      await page.keyboard.press('End');
      await paste(`<img src="${origin}/other.jpg" alt="">`);
      await dialog.getByText(`${origin}/other.jpg`).waitFor();
      expect(await body.locator('img').count()).toBe(2);
      await dialog.getByRole('button', { name: '画像を外す' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await body.locator('img').count()).toBe(1);
      expect(await body.locator(`img[src^="${origin}"]`).count()).toBe(0);
      // The test site speaks http, which the admin's picture policy does not load (real sites are
      // https); the refusal while the dialog is open is expected.
      expectNoErrors(errors.filter((e) => !(e.includes('Content Security Policy') && e.includes(origin))));
    } finally {
      site.closeAllConnections();
      await new Promise((resolve) => site.close(resolve));
    }
  });
});

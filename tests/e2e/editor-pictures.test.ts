// Pictures in the body where a writer puts them: on the empty line after the text (Enter, then the
// picture), from the library or by upload, and right after a 商品カード or a 吹き出し; each is asked
// about (代替テキスト) at once.
import sharp from 'sharp';
import { describe, expect } from 'vitest';
import { editableBody } from './body-editor.ts';
import { DESKTOP, expectNoErrors, it, MOBILE } from './browser.ts';
import { screenshot } from './screenshots.ts';

/** A JPEG of its own colour, so the library holds it once. */
function picture(seed: number) {
  return sharp({
    create: { width: 480, height: 320, channels: 3, background: { r: seed % 256, g: (seed * 7) % 256, b: 90 } },
  })
    .jpeg()
    .toBuffer();
}

/** The body's top-level blocks: a picture, a card, a 吹き出し, or a tag with its text (`p:…`). */
function topLevel(body: import('playwright-core').Locator) {
  return body.evaluate((el) =>
    [...el.children].map((child) => {
      if (child.matches('[data-product]')) return 'product';
      if (child.matches('[data-balloon]')) return 'balloon';
      if (child.matches('img, figure')) return 'img';
      return `${child.tagName.toLowerCase()}:${child.textContent ?? ''}`;
    }),
  );
}

describe('a picture put where the cursor is', () => {
  it('lands on the empty last line from the library, and is asked about at once (desktop)', async ({
    openSignedInPage,
  }) => {
    const { page, errors } = await openSignedInPage('admin', DESKTOP, { at: '/admin/articles/new_article' });
    const body = await editableBody(page);
    await body.click();
    await page.keyboard.type('洗面所の棚を片づけました。');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'メディアから画像を挿入' }).click();
    const picker = page.getByRole('dialog', { name: 'メディアから画像を挿入' });
    await picker
      .getByRole('button', { name: /^画像 .+ を選ぶ$/ })
      .first()
      .click();
    await picker.waitFor({ state: 'hidden' });
    const description = page.getByRole('dialog', { name: '画像の説明' });
    await description.getByRole('textbox', { name: '代替テキスト' }).fill('片づけた洗面所の棚');
    await description.getByRole('button', { name: '設定する' }).click();
    await description.waitFor({ state: 'hidden' });
    expect(await topLevel(body)).toEqual(['p:洗面所の棚を片づけました。', 'img', 'p:']);
    expect(await body.locator('img').getAttribute('alt')).toBe('片づけた洗面所の棚');
    // Typing goes on below the picture.
    await page.keyboard.type('続きの文');
    expect(await topLevel(body)).toEqual(['p:洗面所の棚を片づけました。', 'img', 'p:続きの文']);
    expectNoErrors(errors);
  });

  it('lands on the empty last line by upload, and is asked about at once (mobile)', async ({ openSignedInPage }) => {
    const { page, errors } = await openSignedInPage('admin', MOBILE, { at: '/admin/articles/new_article' });
    const body = await editableBody(page);
    await body.click();
    await page.keyboard.type('玄関のたたきを磨きました。');
    await page.keyboard.press('Enter');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: '画像をアップロードして挿入' }).click();
    await (await chooser).setFiles({
      name: `entrance-${Date.now()}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await picture(Date.now()),
    });
    const description = page.getByRole('dialog', { name: '画像の説明' });
    await description.getByRole('textbox', { name: '代替テキスト' }).waitFor();
    await screenshot(page, 'editor-picture-upload-alt-mobile', false, true);
    await description.getByRole('textbox', { name: '代替テキスト' }).fill('磨いた玄関のたたき');
    await description.getByRole('button', { name: '設定する' }).click();
    await description.waitFor({ state: 'hidden' });
    expect(await topLevel(body)).toEqual(['p:玄関のたたきを磨きました。', 'img', 'p:']);
    expect(await body.locator('img').getAttribute('alt')).toBe('磨いた玄関のたたき');
    expectNoErrors(errors);
  });

  it('lands right after a 商品カード and right after a 吹き出し (desktop)', async ({ openSignedInPage }) => {
    const { page, errors } = await openSignedInPage('admin', DESKTOP, { at: '/admin/articles/new_article' });
    const body = await editableBody(page);
    await body.click();
    await page.keyboard.type('おすすめの道具です。');
    await page.getByRole('button', { name: '商品カードを挿入' }).click();
    const productDialog = page.getByRole('dialog', { name: '商品カードを挿入' });
    await productDialog.getByRole('textbox', { name: '商品名' }).fill('竹のブラシ');
    await productDialog.getByRole('textbox', { name: 'ショップのURL' }).fill('https://shop.example.com/brush');
    await productDialog.getByRole('button', { name: '挿入する' }).click();
    await body.locator('[data-product]').waitFor();

    const insertFromLibrary = async (alt: string) => {
      await page.getByRole('button', { name: 'メディアから画像を挿入' }).click();
      const picker = page.getByRole('dialog', { name: 'メディアから画像を挿入' });
      await picker
        .getByRole('button', { name: /^画像 .+ を選ぶ$/ })
        .first()
        .click();
      await picker.waitFor({ state: 'hidden' });
      const description = page.getByRole('dialog', { name: '画像の説明' });
      await description.getByRole('textbox', { name: '代替テキスト' }).fill(alt);
      await description.getByRole('button', { name: '設定する' }).click();
      await description.waitFor({ state: 'hidden' });
    };
    await insertFromLibrary('竹のブラシで洗う手元');
    expect(await topLevel(body)).toEqual(['p:おすすめの道具です。', 'product', 'img', 'p:']);

    await page.getByRole('button', { name: '吹き出しを挿入' }).click();
    const balloonDialog = page.getByRole('dialog', { name: '吹き出しを挿入' });
    await balloonDialog.getByRole('textbox', { name: '話す人の名前' }).fill('編集部');
    await balloonDialog.getByRole('button', { name: '挿入する' }).click();
    await body.locator('[data-balloon]').waitFor();
    await page.keyboard.type('毛先が柔らかいのがいいんです。');
    // The empty line below the 吹き出し.
    await page.keyboard.press('Control+End');
    await insertFromLibrary('ブラシの毛先');
    expect(await topLevel(body)).toEqual(['p:おすすめの道具です。', 'product', 'img', 'balloon', 'img', 'p:']);
    expect(await body.locator(':scope > img').nth(1).getAttribute('alt')).toBe('ブラシの毛先');
    await body.locator(':scope > img').nth(1).scrollIntoViewIfNeeded();
    await screenshot(page, 'editor-picture-after-balloon-desktop');
    expectNoErrors(errors);
  });
});

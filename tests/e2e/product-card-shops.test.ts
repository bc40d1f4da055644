// A 商品カード with three shops: a writer fills in Amazon, 楽天市場 and Yahoo!ショッピング, a price and
// the day it was checked, edits the card again from the toolbar, publishes; the article page shows a
// button per shop in a new tab, marked sponsored, 44 px tall, with the price's day and note.
import { describe, expect, inject } from 'vitest';
import { PROMOTION_NOTICE } from '../../contract/promotion.ts';
import { editableBody } from './body-editor.ts';
import { DESKTOP, expectNoErrors, it, MOBILE } from './browser.ts';
import { gotoReady } from './navigate.ts';
import { screenshot } from './screenshots.ts';

const baseUrl = inject('baseUrl');
const SHOPS = [
  ['AmazonのURL', 'Amazon', 'https://www.amazon.co.jp/dp/B0E2E00001'],
  ['楽天市場のURL', '楽天市場', 'https://item.rakuten.co.jp/salvia/e2e-bottle/'],
  ['Yahoo!ショッピングのURL', 'Yahoo!ショッピング', 'https://store.shopping.yahoo.co.jp/salvia/e2e-bottle.html'],
] as const;

describe('a product card with several shops', () => {
  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const) {
    it(`is written with three shops, edited again, and shown with a button per shop and the price's day (${name})`, async ({
      openSignedInPage,
    }) => {
      const { page, errors } = await openSignedInPage('admin', viewport, { at: '/admin/articles/new_article' });
      await page
        .getByRole('textbox', { name: 'タイトル', exact: true })
        .fill(`E2E 三つのショップ ${name} ${Date.now()}`);
      const body = await editableBody(page);
      await body.click();
      await page.keyboard.type('毎日使っている詰め替えボトルです。');

      await page.getByRole('button', { name: '商品カードを挿入' }).click();
      const dialog = page.getByRole('dialog', { name: '商品カードを挿入' });
      await dialog.getByRole('textbox', { name: '商品名' }).fill('詰め替えボトル 500ml');
      await dialog.getByRole('textbox', { name: '価格', exact: true }).fill('1,980円（税込）');
      await dialog.getByLabel('価格を確認した日').fill('2026-11-22');
      // Nothing to link to yet: the dialog says so.
      await dialog.getByRole('button', { name: '挿入する' }).click();
      await dialog.getByText('ショップのURLを1つ以上入力してください').waitFor();
      for (const [label, , url] of SHOPS) await dialog.getByRole('textbox', { name: label }).fill(url);
      await screenshot(page, `editor-product-card-shops-${name}`);
      await dialog.getByRole('button', { name: '挿入する' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => body.locator('[data-product] [data-shop]').count()).toBe(3);

      // Selected, the card is edited with the same button.
      await body.locator('[data-product-name]').click();
      await page.getByRole('button', { name: '商品カードを編集' }).click();
      const edit = page.getByRole('dialog', { name: '商品カードを編集' });
      expect(await edit.getByRole('textbox', { name: '楽天市場のURL' }).inputValue()).toBe(SHOPS[1][2]);
      await edit.getByRole('textbox', { name: '価格', exact: true }).fill('1,780円（税込）');
      await edit.getByRole('button', { name: '更新する' }).click();
      await edit.waitFor({ state: 'hidden' });
      await expect.poll(() => body.locator('[data-product-price]').innerText()).toContain('1,780円');
      expect(await body.locator('[data-product]').count()).toBe(1);

      await page.getByRole('combobox', { name: 'カテゴリ' }).click();
      await page.getByRole('option', { name: '収納', exact: true }).click();
      await page.getByRole('button', { name: '公開する', exact: true }).click();
      await page.getByText('記事を公開しました').waitFor();
      await page.waitForURL(/\/admin\/articles\/edit_article\/\d+$/);
      const id = Number(page.url().split('/').pop());

      await gotoReady(page, `${baseUrl}/articles/${id}`);
      const card = page.locator('article [data-product]');
      for (const [, shop, url] of SHOPS) {
        const button = card.getByRole('link', { name: `${shop}で見る：詰め替えボトル 500ml` });
        expect(await button.getAttribute('href')).toBe(url);
        expect(await button.getAttribute('rel')).toBe('sponsored noopener');
        expect(await button.getAttribute('target')).toBe('_blank');
        expect(await button.innerText()).toBe(`${shop}で見る`);
        const box = await button.boundingBox();
        expect(box?.height).toBeGreaterThanOrEqual(44);
      }
      // Each shop in its own colour.
      const colours = await card
        .locator('[data-shop]')
        .evaluateAll((links) => links.map((link) => getComputedStyle(link).backgroundColor));
      expect(new Set(colours).size).toBe(3);
      expect(await card.locator('[data-product-price]').innerText()).toBe('1,780円（税込）（2026年11月22日時点）');
      expect(await card.locator('[data-product-price-note]').innerText()).toBe('※価格は掲載時点のものです');
      expect(await page.getByText(PROMOTION_NOTICE).count()).toBe(1);
      await card.scrollIntoViewIfNeeded();
      await screenshot(page, `article-product-card-shops-${name}`);
      expectNoErrors(errors);
    });
  }
});

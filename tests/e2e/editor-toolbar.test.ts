// The body's toolbar stays on top while the writer scrolls: the blocks (商品カード, 吹き出し, boxes)
// pass under it, never over it.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { apiToken } from './admin-session.ts';
import { editableBody } from './body-editor.ts';
import { DESKTOP, expectNoErrors, it, MOBILE } from './browser.ts';
import { screenshot } from './screenshots.ts';

const baseUrl = inject('baseUrl');

const filler = (n: number) =>
  Array.from({ length: n }, (_, i) => `<p>段落${i + 1}：洗濯物は朝のうちに干します。</p>`).join('');

const BODY = [
  filler(6),
  '<div data-product><p data-product-name>竹のブラシ</p><p data-product-price>880円</p><a href="https://shop.example.com/brush">ショップで見る</a></div>',
  filler(2),
  '<div data-balloon="left"><figure data-speaker><figcaption>編集部</figcaption></figure><div data-says><p>毛先が柔らかいのがいいんです。</p><p>毎日使っても傷みません。</p></div></div>',
  filler(2),
  '<div data-callout="point"><p>乾いた状態で使うのがコツです。</p></div>',
  filler(12),
].join('');

async function articleWithBlocks(): Promise<number> {
  const response = await fetch(`${baseUrl}/api/v1/articles/new`, {
    method: 'POST',
    headers: { Authorization: `JWT ${await apiToken(baseUrl, 'admin')}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ title: `E2E ツールバーと重なる部品 ${Date.now()}`, body_html: BODY, status: 'draft' }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { article: { id: number } }).article.id;
}

/** Scrolls until the block's top sits just under the stuck toolbar's top edge, so the two overlap. */
async function scrollUnder(page: Page, toolbar: Locator, block: Locator) {
  const stuckAt = await toolbar.evaluate((bar) => Number.parseFloat(getComputedStyle(bar).top));
  const box = await block.boundingBox();
  if (!box) throw new Error('the block is not on the page');
  await page.evaluate((by) => window.scrollBy(0, by), box.y - stuckAt - 8);
  expect((await toolbar.boundingBox())?.y).toBe(stuckAt);
  const top = (await block.boundingBox())?.y ?? 0;
  expect(top).toBeGreaterThan(stuckAt);
  expect(top).toBeLessThan(stuckAt + 16);
}

/** What is painted on top of the toolbar anywhere on it (each element once). */
function paintedOver(toolbar: Locator) {
  return toolbar.evaluate((bar) => {
    const rect = bar.getBoundingClientRect();
    const over = new Set<string>();
    for (let y = rect.top + 2; y < rect.bottom - 1; y += 4) {
      for (let x = rect.left + 2; x < rect.right - 1; x += 6) {
        const top = document.elementFromPoint(x, y);
        if (top && !bar.contains(top)) over.add(top.outerHTML.slice(0, 60));
      }
    }
    return [...over];
  });
}

describe('the body toolbar while scrolling', () => {
  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const) {
    it(`keeps 商品カード, 吹き出し and boxes under the toolbar (${name})`, async ({ openSignedInPage }) => {
      const id = await articleWithBlocks();
      const { page, errors } = await openSignedInPage('admin', viewport, { at: `/admin/articles/edit_article/${id}` });
      const body = await editableBody(page);
      const toolbar = page.locator('.mantine-RichTextEditor-toolbar');
      await toolbar.waitFor();
      for (const [block, shot] of [
        [body.locator('[data-product]'), 'product'],
        [body.locator('[data-balloon]'), 'balloon'],
        [body.locator('[data-callout]'), 'callout'],
      ] as const) {
        await scrollUnder(page, toolbar, block);
        if (shot !== 'callout') await screenshot(page, `editor-toolbar-over-${shot}-${name}`);
        expect(await paintedOver(toolbar), shot).toEqual([]);
      }
      expectNoErrors(errors);
    });
  }
});

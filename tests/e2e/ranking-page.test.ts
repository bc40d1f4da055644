// /ranking in Chromium: reached from the header, its 日・週・月 tabs each an address of their own.
import { describe, expect, inject } from 'vitest';
import { DESKTOP, expectNoErrors, it, MOBILE } from './browser.ts';
import { gotoReady } from './navigate.ts';
import { screenshot } from './screenshots.ts';

const baseUrl = inject('baseUrl');

describe('the ranking page', () => {
  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const) {
    it(`opens on the week and moves between day, week and month (${name})`, async ({ openPage }) => {
      const { page, errors } = await openPage(viewport);
      await gotoReady(page, `${baseUrl}/`);
      if (name === 'desktop') {
        await page.getByRole('banner').getByRole('link', { name: 'ランキング', exact: true }).click();
      } else {
        await page.getByRole('button', { name: 'メニューを開く' }).click();
        await page.getByRole('dialog').getByRole('link', { name: 'ランキング', exact: true }).click();
      }
      await page.waitForURL(`${baseUrl}/ranking`);
      await page.getByRole('heading', { level: 1, name: 'ランキング' }).waitFor();
      const tabs = page.getByRole('navigation', { name: 'ランキングの期間' });
      expect(await tabs.locator('[aria-current="page"]').innerText()).toBe('週');
      await page.getByRole('heading', { level: 2, name: '週間ランキング' }).waitFor();
      expect(await page.locator('main ol > li').count()).toBeGreaterThan(0);
      expect(await page.title()).toBe('週間ランキング | Salvia');
      await screenshot(page, `ranking-week-${name}`, true);

      await tabs.getByRole('link', { name: '日' }).click();
      await page.waitForURL(`${baseUrl}/ranking?period=day`);
      await page.getByRole('heading', { level: 2, name: '今日のランキング' }).waitFor();
      expect(await tabs.locator('[aria-current="page"]').innerText()).toBe('日');

      await tabs.getByRole('link', { name: '月' }).click();
      await page.waitForURL(`${baseUrl}/ranking?period=month`);
      await page.getByRole('heading', { level: 2, name: '月間ランキング' }).waitFor();
      await expect.poll(() => page.title()).toBe('月間ランキング | Salvia');
      await screenshot(page, `ranking-month-${name}`);
      expectNoErrors(errors);
    });
  }
});

// 公開する with problems in the form: the writer is taken to the first one, wherever it is on the page
// (on a phone the side column's fields sit far below the buttons), and the buttons list them all, each
// a link to its field.
import type { Locator } from 'playwright-core';
import { describe, expect } from 'vitest';
import { DESKTOP, expectNoErrors, it, MOBILE } from './browser.ts';
import { screenshot } from './screenshots.ts';

/** Whether the field has the cursor and is on screen, nothing painted over it (a sticky panel, a bar). */
function focusedInView(field: Locator) {
  return field.evaluate((el) => {
    const { left, top, width, height } = el.getBoundingClientRect();
    const onScreen = top >= 0 && top + height <= window.innerHeight;
    return (
      el === document.activeElement && onScreen && document.elementFromPoint(left + width / 2, top + height / 2) === el
    );
  });
}

describe('publishing with problems', () => {
  for (const [name, viewport] of [
    ['mobile', MOBILE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`goes to the first problem and lists them all by the buttons, each a link to its field (${name})`, async ({
      openSignedInPage,
    }) => {
      const { page, errors } = await openSignedInPage('admin', viewport, { at: '/admin/articles/new_article' });
      await page.getByRole('textbox', { name: 'タイトル', exact: true }).fill(`E2E 直すところ ${name} ${Date.now()}`);
      await page.getByRole('textbox', { name: '本文' }).click();
      for (let i = 1; i <= 12; i++) {
        await page.keyboard.type(`${i}段落目：ベランダの手すりを拭きました。`);
        await page.keyboard.press('Enter');
      }
      // A PR article without its sponsor, and no category.
      await page.getByRole('switch', { name: 'PR記事（広告・タイアップ）' }).check();
      await page.getByRole('textbox', { name: '本文' }).click();
      await page.keyboard.press('Control+End');

      await page.getByRole('button', { name: '公開する', exact: true }).click();
      const list = page.getByRole('navigation', { name: '直すところ' });
      await list.waitFor();
      expect(await list.getByRole('listitem').allInnerTexts()).toEqual([
        'カテゴリ：公開する記事にはカテゴリを選んでください',
        '提供企業名：PR記事には提供企業名を入力してください',
      ]);
      const category = page.getByRole('combobox', { name: 'カテゴリ' });
      await expect.poll(() => focusedInView(category)).toBe(true);
      await screenshot(page, `editor-problems-${name}`, false, true);

      await list.getByRole('link', { name: '提供企業名' }).click();
      const sponsor = page.getByRole('textbox', { name: '提供企業名' });
      await expect.poll(() => focusedInView(sponsor)).toBe(true);
      await page.keyboard.type('株式会社サルビア');
      // A problem fixed leaves the list.
      await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
      await list.getByRole('link', { name: 'カテゴリ' }).click();
      await expect.poll(() => focusedInView(category)).toBe(true);
      expect(page.url()).toMatch(/\/new_article$/);
      expectNoErrors(errors);
    });
  }
});

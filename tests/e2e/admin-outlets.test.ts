// The 配信先 journey in Chromium: an admin switches a news app off (its feed answers 404) and sets
// another's rule on 「配信先」, then keeps one article out of an app in the editor's 「配信」 section;
// a writer has neither the menu entry nor the screen.
import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { seriousAxeViolations } from './accessibility.ts';
import { apiAs, menuLabels } from './admin-session.ts';
import { DESKTOP, expectNoErrors, it, MOBILE } from './browser.ts';
import { gotoReady } from './navigate.ts';
import { screenshot } from './screenshots.ts';

const baseUrl = inject('baseUrl');

async function notice(page: Page, text: string) {
  await page.locator('.mantine-Notification-root').filter({ hasText: text }).first().waitFor();
}

async function feed(outlet: string): Promise<{ status: number; guids: string[] }> {
  const response = await fetch(`${baseUrl}/feeds/${outlet}.xml`);
  const body = await response.text();
  return {
    status: response.status,
    guids: [...body.matchAll(/<guid[^>]*>([^<]+)<\/guid>/g)].map((m) => m[1] as string),
  };
}

const card = (page: Page, name: string) => page.getByRole('region', { name });

describe('admin outlets', () => {
  it('switches an outlet off, sets a rule, and keeps one article out of an outlet in the editor', async ({
    openSignedInPage,
  }) => {
    const { page, errors } = await openSignedInPage('admin', DESKTOP);
    expect(await menuLabels(page)).toContain('配信先');
    await page.getByRole('navigation', { name: '管理メニュー' }).getByRole('link', { name: '配信先' }).click();
    await page.getByRole('heading', { level: 1, name: '配信先' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/outlets');
    // The demo feeds every app.
    expect((await feed('line')).status).toBe(200);
    const line = card(page, 'LINE NEWS');
    const gunosy = card(page, 'グノシー');
    try {
      await line.getByText('配信中').waitFor();
      await screenshot(page, 'admin-outlets-desktop');
      expect(await seriousAxeViolations(page)).toEqual([]);

      // Off: the feed answers 404 at once.
      await line.getByRole('switch', { name: '配信する' }).click({ force: true });
      await notice(page, 'LINE NEWSへの配信を止めました');
      await line.getByText('停止中').waitFor();
      expect((await feed('line')).status).toBe(404);

      // A rule: only the 3 newest articles.
      await gunosy.getByRole('textbox', { name: 'フィードの記事数' }).fill('3');
      await gunosy.getByRole('button', { name: 'ルールを保存' }).click();
      await notice(page, 'グノシーの配信ルールを保存しました');
      expect((await feed('gunosy')).guids).toHaveLength(3);
      await screenshot(page, 'admin-outlets-saved-desktop');

      // One article kept out of グノシー in the editor, and only out of グノシー.
      const newest = (await apiAs(page, baseUrl, 'GET', 'articles/public_index?per=1')).body.articles[0];
      const article = (
        await apiAs(page, baseUrl, 'POST', 'articles/new', {
          title: `E2E 配信先を選ぶ記事 ${Date.now()}`,
          lead: '配信先を選ぶ記事です。',
          status: 'published',
          category_id: newest.category.id,
        })
      ).body.article;
      try {
        expect((await feed('gunosy')).guids.some((g) => g.endsWith(`/articles/${article.id}`))).toBe(true);
        await gotoReady(page, `${baseUrl}/admin/articles/edit_article/${article.id}`);
        const section = page.getByRole('heading', { name: '配信', exact: true });
        await section.scrollIntoViewIfNeeded();
        const box = page.getByRole('checkbox', { name: 'グノシー' });
        await expect.poll(() => box.isChecked()).toBe(true);
        await box.click();
        await expect.poll(() => box.isChecked()).toBe(false);
        await notice(page, 'グノシーには配信しません');
        await screenshot(page, 'editor-outlets-desktop');
        await expect
          .poll(async () => (await feed('gunosy')).guids.some((g) => g.endsWith(`/articles/${article.id}`)))
          .toBe(false);
        expect((await feed('smartnews')).guids.some((g) => g.endsWith(`/articles/${article.id}`))).toBe(true);
        // Read back as saved.
        await page.reload();
        // SmartNews ticked says the article's choices have loaded (every box is clear until then).
        await expect.poll(() => page.getByRole('checkbox', { name: 'SmartNews' }).isChecked()).toBe(true);
        expect(await page.getByRole('checkbox', { name: 'グノシー' }).isChecked()).toBe(false);
        expectNoErrors(errors);
      } finally {
        await apiAs(page, baseUrl, 'DELETE', `articles/delete?id=${article.id}`);
      }
    } finally {
      await apiAs(page, baseUrl, 'PATCH', 'feed_outlets/update?id=line', { enabled: true });
      await apiAs(page, baseUrl, 'PATCH', 'feed_outlets/update?id=gunosy', { item_count: 50 });
    }
  });

  it('fits a phone, the editor’s 「配信」 section too', async ({ openSignedInPage }) => {
    const { page, errors } = await openSignedInPage('admin', MOBILE, { at: '/admin/outlets' });
    await card(page, 'SmartNews').getByText('配信中').waitFor();
    await screenshot(page, 'admin-outlets-mobile', true);
    const newest = (await apiAs(page, baseUrl, 'GET', 'articles/public_index?per=1')).body.articles[0];
    await gotoReady(page, `${baseUrl}/admin/articles/edit_article/${newest.id}`);
    const section = page.getByRole('heading', { name: '配信', exact: true });
    await section.scrollIntoViewIfNeeded();
    await expect.poll(() => page.getByRole('checkbox', { name: 'SmartNews' }).isChecked()).toBe(true);
    await screenshot(page, 'editor-outlets-mobile');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expectNoErrors(errors);
  });

  it('gives a writer neither the menu entry nor the screen', async ({ openSignedInPage }) => {
    const { page, errors } = await openSignedInPage('writer', MOBILE);
    await page.getByRole('button', { name: 'メニューを開く' }).click();
    expect(await menuLabels(page)).not.toContain('配信先');
    await page.keyboard.press('Escape');
    await gotoReady(page, `${baseUrl}/admin/outlets`);
    await page.getByRole('alert').filter({ hasText: '管理者専用の画面です' }).waitFor();
    expect(await page.getByRole('switch').count()).toBe(0);
    expectNoErrors(errors);
  });
});

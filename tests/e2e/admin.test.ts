// The admin area: sign in, see the dashboard and the analytics; a bad token goes back to /signin.
import { describe, expect, inject } from 'vitest';
import { DESKTOP, expectNoErrors, it, MOBILE } from './browser.ts';
import { gotoReady } from './navigate.ts';
import { screenshot } from './screenshots.ts';

const baseUrl = inject('baseUrl');

describe('admin area', () => {
  for (const [name, viewport] of [
    ['mobile', MOBILE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`signs the admin in to the dashboard and the analytics (${name})`, async ({ openPage }) => {
      const { page, errors } = await openPage(viewport);
      await gotoReady(page, `${baseUrl}/signin`);
      await page.getByLabel('メールアドレス').fill('admin@example.com');
      await page.getByLabel('パスワード').fill('admin-password');
      await page.getByRole('button', { name: 'ログイン' }).click();
      await page.getByRole('heading', { level: 1, name: 'ダッシュボード' }).waitFor();
      expect(await page.getByRole('heading', { name: '自分の下書き' }).count()).toBe(1);
      await screenshot(page, `admin-dashboard-${name}`);
      await gotoReady(page, `${baseUrl}/admin/analytics?days=30`);
      await page.getByRole('heading', { level: 1, name: 'アクセス解析' }).waitFor();
      await page.locator('.recharts-line').first().waitFor();
      expect(await page.getByRole('heading', { name: 'よく読まれた記事' }).count()).toBe(1);
      await screenshot(page, `admin-analytics-${name}`);
      // One article's views over time: its total is part of the site's, and there is a way back.
      const siteViews = Number((await page.getByTestId('stat-ページビュー').textContent())?.replace(/,/g, ''));
      const top = page.getByRole('heading', { name: 'よく読まれた記事' }).locator('..').getByRole('link').first();
      const title = (await top.textContent()) ?? '';
      await top.click();
      await page.getByText(`${title}の閲覧数`).waitFor();
      expect(page.url()).toMatch(/article_id=\d+/);
      const articleViews = Number((await page.getByTestId('stat-ページビュー').textContent())?.replace(/,/g, ''));
      expect(articleViews).toBeGreaterThan(0);
      expect(articleViews).toBeLessThan(siteViews);
      await screenshot(page, `admin-analytics-article-${name}`);
      await page.getByRole('link', { name: 'サイト全体に戻る' }).click();
      await page.getByRole('heading', { name: 'よく読まれた記事' }).waitFor();
      expectNoErrors(errors.filter((e) => !e.includes('401')));
    });
  }

  it('sends an invalid token to /signin and clears the session', async ({ openPage }) => {
    const { page } = await openPage();
    await gotoReady(page, `${baseUrl}/signin`);
    await page.evaluate(() => {
      localStorage.setItem('token', 'not-a-valid-token');
      localStorage.setItem('writer', '{}');
    });
    await page.goto(`${baseUrl}/admin`);
    await page.waitForURL(`${baseUrl}/signin`);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  it('sends a visitor without a session to /signin', async ({ openPage }) => {
    const { page } = await openPage();
    await page.goto(`${baseUrl}/admin/analytics`);
    await page.waitForURL(`${baseUrl}/signin`);
  });
});

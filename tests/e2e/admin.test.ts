// The admin area: sign in, see the dashboard and the analytics; a bad token goes back to /signin.
import { describe, expect, inject } from 'vitest';
import { formatDay, jstDayStart, jstDaysAgo } from '../../contract/time.ts';
import { apiToken } from './admin-session.ts';
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

  it("draws one article's views from the day it came out, not the days before", async ({ openSignedInPage }) => {
    const token = await apiToken(baseUrl, 'admin');
    const selection = await (await fetch(`${baseUrl}/api/v1/categories/selection`)).json();
    const publishedAt = new Date(jstDayStart(jstDaysAgo(3)).getTime() + 10 * 3_600_000).toISOString();
    const created = await fetch(`${baseUrl}/api/v1/articles/new`, {
      method: 'POST',
      headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: `E2E 公開から数える閲覧数 ${Date.now()}`,
        body_html: '<p>三日前に公開した記事です。</p>',
        category_id: selection.categories[0].children[0].id,
        status: 'published',
        published_at: publishedAt,
      }),
    });
    expect(created.status).toBe(201);
    const id: number = (await created.json()).article.id;
    const { page, errors } = await openSignedInPage('admin', DESKTOP, {
      at: `/admin/analytics?days=30&article_id=${id}`,
    });
    // A line of zeros has no height: attached is all it can be.
    await page.locator('.recharts-line').first().waitFor({ state: 'attached' });
    const day = jstDaysAgo(3);
    await page.getByText(`公開日の${formatDay(day)}から表示しています`).waitFor();
    const ticks = await page
      .locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value')
      .allTextContents();
    expect(ticks[0]).toBe(day.slice(5).replace('-', '/'));
    expect(ticks.length).toBeLessThanOrEqual(4);
    await screenshot(page, 'admin-analytics-since-publication-desktop');
    expectNoErrors(errors);
  });

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

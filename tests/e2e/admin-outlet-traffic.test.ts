// 「流入元」 in Chromium: a reader who came by a news app's feed link carries the app's campaign on
// every page they go on to read, from a kept page too; the admin sees views and visitors per outlet
// for the site and for one article.
import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { DESKTOP, expectNoErrors, it, MOBILE } from './browser.ts';
import { gotoReady } from './navigate.ts';
import { screenshot } from './screenshots.ts';

const baseUrl = inject('baseUrl');

/** The 「流入元」 rows as shown: label (without the share), views and visitors. */
async function outletRows(page: Page) {
  const block = page.getByTestId('outlet-traffic');
  await block.getByRole('heading', { name: '流入元' }).waitFor();
  return block.locator('tbody tr').evaluateAll((rows) =>
    rows.map((row) => {
      const cells = [...row.querySelectorAll('td')].map((td) => td.textContent ?? '');
      const share = row.querySelector('[data-share]')?.textContent ?? '';
      const number = (text: string) => Number(text.replace(/,/g, ''));
      return {
        outlet: (cells[0] ?? '').replace(share, ''),
        views: number(cells[1] ?? ''),
        visitors: number(cells[2] ?? ''),
      };
    }),
  );
}

describe('traffic by outlet', () => {
  it("sends a news app's campaign with the landing page's view and every page read after it", async ({ openPage }) => {
    const { page, errors } = await openPage(MOBILE);
    const beacons: Record<string, unknown>[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/analytics/page_views')) beacons.push(JSON.parse(request.postData() ?? '{}'));
    });
    // The category page is kept without its tracking parameters; the reader's address keeps them.
    // Tried again if other tests' saves dropped the kept copy meanwhile.
    let cache: string | undefined;
    for (let attempt = 0; attempt < 5 && cache !== 'hit'; attempt++) {
      beacons.length = 0;
      await (await fetch(`${baseUrl}/living`)).body?.cancel();
      const landing = await gotoReady(page, `${baseUrl}/living?utm_source=smartnews&utm_medium=feed`);
      cache = landing?.headers()['x-cache'];
    }
    expect(cache).toBe('hit');
    await expect.poll(() => beacons.length).toBe(1);
    await page.locator('article a').first().click();
    await page.waitForURL(/\/articles\/\d+$/);
    await expect.poll(() => beacons.length).toBe(2);
    const id = Number(page.url().split('/').pop());
    expect(beacons).toEqual([
      { path: '/living', utm_source: 'smartnews', utm_medium: 'feed' },
      { path: `/articles/${id}`, article_id: id, utm_source: 'smartnews', utm_medium: 'feed' },
    ]);
    expectNoErrors(errors);
  });

  for (const [name, viewport] of [
    ['mobile', MOBILE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`shows views and visitors per outlet for the site and for one article (${name})`, async ({
      openSignedInPage,
    }) => {
      const { page, errors } = await openSignedInPage('admin', viewport, { at: '/admin/analytics?days=30' });
      const site = await outletRows(page);
      const labels = site.map((r) => r.outlet);
      for (const label of ['SmartNews', 'Yahoo!ニュース', 'Google Discover', 'Google 検索', 'LINE', 'Gunosy', '直接']) {
        expect(labels).toContain(label);
      }
      for (const row of site) {
        expect(row.views).toBeGreaterThan(0);
        expect(row.visitors).toBeGreaterThan(0);
        expect(row.visitors).toBeLessThanOrEqual(row.views);
      }
      // Most views first.
      expect(site.map((r) => r.views)).toEqual(site.map((r) => r.views).toSorted((a, b) => b - a));
      await page.getByTestId('outlet-traffic').scrollIntoViewIfNeeded();
      await screenshot(page, `admin-outlet-traffic-${name}`);

      const top = page.getByRole('heading', { name: 'よく読まれた記事' }).locator('..').getByRole('link').first();
      const title = (await top.textContent()) ?? '';
      await top.click();
      await page.getByText(`${title}の閲覧数`).waitFor();
      const article = await outletRows(page);
      expect(article.length).toBeGreaterThan(3);
      expect(article.map((r) => r.outlet)).toContain('SmartNews');
      await page.getByTestId('outlet-traffic').scrollIntoViewIfNeeded();
      await screenshot(page, `admin-outlet-traffic-article-${name}`);
      expectNoErrors(errors);
    });
  }
});

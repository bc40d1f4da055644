// The 404 page is a page of the site: every way a public page is not found (an unknown path, an
// unknown or malformed article id, a loader that finds nothing) answers 404 inside the site's header
// and footer, with a title, noindex, the spec's sentence, a search box and articles to read next,
// and without serious accessibility violations.
import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { seriousAxeViolations } from './accessibility.ts';
import { DESKTOP, expectNoErrors, it, MOBILE } from './browser.ts';
import { gotoReady } from './navigate.ts';
import { screenshot } from './screenshots.ts';

const baseUrl = inject('baseUrl');

const NOT_FOUND = [
  { name: 'unknown-path', path: '/no/such/page' },
  { name: 'unknown-article', path: '/articles/999999' },
  { name: 'malformed-article-id', path: '/articles/abc' },
  { name: 'unknown-subtopic', path: '/living/nothing' },
  { name: 'unknown-tag', path: '/tags/999999' },
];

/** The browser reports the page's own 404 as a failed resource: that one is expected. */
function unexpected(errors: string[]) {
  return errors.filter((e) => !/status of 404/.test(e));
}

async function expectSiteNotFoundPage(page: Page, label: string) {
  expect(await page.title(), label).toBe('ページが見つかりません | Salvia');
  expect(await page.locator('meta[name="robots"]').getAttribute('content'), label).toBe('noindex');
  // The site's own header and footer, with the category navigation.
  expect(await page.locator('header').getByRole('link', { name: 'Salvia トップページ' }).count(), label).toBe(1);
  expect(await page.locator('footer').getByRole('link', { name: 'タグ一覧' }).count(), label).toBe(1);
  expect(await page.locator('footer').getByRole('link', { name: '暮らし' }).count(), label).toBe(1);
  const main = page.locator('main');
  expect(await main.getByText('This page could not be found').count(), label).toBe(1);
  // Japanese first: the line above the heading, then the heading; the spec's English sentence last.
  const lines = await main.locator('p, h1').allInnerTexts();
  expect(lines.slice(0, 2), label).toEqual(['エラー 404', 'お探しのページが見つかりませんでした']);
  expect(lines.at(-1), label).toBe('404 · This page could not be found');
  expect(await page.locator('h1').count(), label).toBe(1);
  await main.getByRole('heading', { level: 1, name: 'お探しのページが見つかりませんでした' }).waitFor();
  // A search box the reader can see at every width (the header's is in the menu on a phone).
  expect(await main.getByRole('searchbox', { name: '記事を検索' }).isVisible(), label).toBe(true);
  const popular = main.locator('section', { has: page.getByRole('heading', { name: 'よく読まれている記事' }) });
  expect(await popular.locator('a[href^="/articles/"]').count(), label).toBeGreaterThan(0);
  expect(await main.getByRole('link', { name: 'トップページへ戻る' }).count(), label).toBe(1);
}

describe('the 404 page', () => {
  for (const [width, viewport] of [
    ['mobile', MOBILE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`answers 404 inside the site, with search and popular articles (${width})`, async ({ openPage }) => {
      const { page, errors } = await openPage(viewport);
      for (const { name, path } of NOT_FOUND) {
        const res = await gotoReady(page, `${baseUrl}${path}`);
        expect(res?.status(), path).toBe(404);
        await expectSiteNotFoundPage(page, path);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, path).toBeLessThanOrEqual(0);
        if (name === 'unknown-path' || name === 'unknown-article') {
          await screenshot(page, `not-found-${name}-${width}`, true);
        }
        if (name === 'unknown-article') {
          expect(await seriousAxeViolations(page)).toEqual([]);
        }
      }
      expectNoErrors(unexpected(errors));
    });
  }

  it('is complete without JavaScript', async () => {
    const res = await fetch(`${baseUrl}/articles/999999`);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('<title>ページが見つかりません | Salvia</title>');
    expect(html).toMatch(/<meta name="robots" content="noindex"\/?>/);
    expect(html).toContain('This page could not be found');
    expect(html).toMatch(/<header[^>]*>/);
    expect(html).toMatch(/<footer[^>]*>/);
    expect(html).toMatch(/<input[^>]*name="keyword"/);
    expect(html).toMatch(/href="\/articles\/\d+"/);
  });

  it('searches from the 404 page, and leads back to it and on to an article in the browser', async ({ openPage }) => {
    const { page, errors } = await openPage(MOBILE);
    await gotoReady(page, `${baseUrl}/articles/999999`);
    const first = page.locator('main section a[href^="/articles/"]').first();
    const href = await first.getAttribute('href');
    await first.click();
    await page.waitForURL(`${baseUrl}${href}`);
    await expect.poll(() => page.title()).not.toContain('ページが見つかりません');
    // Back to the missing page by client-side navigation: still the site's 404, suggestions and all.
    await page.goBack();
    await page.waitForURL(`${baseUrl}/articles/999999`);
    await page.getByRole('heading', { level: 1, name: 'お探しのページが見つかりませんでした' }).waitFor();
    await expectSiteNotFoundPage(page, 'after going back');

    const main = page.locator('main');
    await main.getByRole('searchbox', { name: '記事を検索' }).fill('洗濯');
    await main.getByRole('button', { name: '検索' }).click();
    await page.waitForURL(/\/search\?keyword=/);
    expect(new URL(page.url()).searchParams.get('keyword')).toBe('洗濯');
    expectNoErrors(unexpected(errors));
  });
});

// axe in Chromium: no serious or critical accessibility violations on the main public pages.
import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, launchBrowser, MOBILE, openPage } from './browser.ts';

const baseUrl = inject('baseUrl');
const PAGES = [
  '/',
  '/living',
  '/living/food',
  '/articles/1',
  '/tag_list',
  '/search?keyword=%E5%8F%8E%E7%B4%8D',
  '/contact',
  '/signin',
];

describe('accessibility', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  for (const [name, viewport] of [
    ['mobile', MOBILE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`has no serious or critical axe violations (${name})`, async () => {
      const { page } = await openPage(browser, viewport);
      const found: string[] = [];
      for (const path of PAGES) {
        await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
        const result = await new AxeBuilder({ page }).analyze();
        for (const v of result.violations.filter((x) => x.impact === 'serious' || x.impact === 'critical')) {
          found.push(
            `${path}: ${v.id} (${v.impact}) ${v.nodes
              .slice(0, 3)
              .map((n) => n.target.join(' '))
              .join(' | ')}`,
          );
        }
      }
      expect(found, found.join('\n')).toEqual([]);
      await page.context().close();
    });
  }
});

// axe in Chromium: no serious or critical accessibility violations on the main public pages.
import { describe, expect, inject } from 'vitest';
import { seriousAxeViolations } from './axe.ts';
import { DESKTOP, it, MOBILE } from './browser.ts';
import { gotoReady } from './navigate.ts';

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
  // One test per page and width: each stays well inside the time limit on a busy machine, and a
  // failure names its page.
  describe.each([
    ['mobile', MOBILE],
    ['desktop', DESKTOP],
  ] as const)('%s', (_name, viewport) => {
    it.for(PAGES)('has no serious or critical axe violations on %s', async (path, { openPage }) => {
      const { page } = await openPage(viewport);
      await gotoReady(page, `${baseUrl}${path}`);
      const found = await seriousAxeViolations(page);
      expect(found, found.join('\n')).toEqual([]);
    });
  });
});

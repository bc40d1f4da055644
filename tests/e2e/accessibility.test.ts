// axe in Chromium: no serious or critical accessibility violations on the main public pages.
import AxeBuilder from '@axe-core/playwright';
import { describe, expect, inject } from 'vitest';
import { DESKTOP, it, MOBILE } from './browser.ts';

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
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      const result = await new AxeBuilder({ page }).analyze();
      const found = result.violations
        .filter((x) => x.impact === 'serious' || x.impact === 'critical')
        .map(
          (v) =>
            `${path}: ${v.id} (${v.impact}) ${v.nodes
              .slice(0, 3)
              .map((n) => n.target.join(' '))
              .join(' | ')}`,
        );
      expect(found, found.join('\n')).toEqual([]);
    });
  });
});

// axe in Chromium: the serious and critical accessibility violations on a page, one line each.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * `include` narrows the check to a part of the page (a selector). Legacy mode runs axe in the page
 * itself instead of finishing in a second, blank page: half the time, and the only frames it leaves
 * out are other sites' embeds, which are not ours to fix.
 */
export async function seriousAxeViolations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).setLegacyMode(true);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${new URL(page.url()).pathname}: ${v.id} (${v.impact}) ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

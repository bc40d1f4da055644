// Accessibility checks in Chromium, one line per serious fault. Two engines that judge differently:
// axe (Deque) and IBM's Equal Access checker, whose rules catch what axe leaves (landmarks and
// forms without names, several articles the same to a screen reader).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * `include` narrows the check to a part of the page (a selector). Legacy mode runs axe in the page
 * itself instead of finishing in a second, blank page: half the time, and the only frames it leaves
 * out are other sites' embeds, which are not ours to fix. Only violations are read, so axe lists every
 * node for those alone (passes and the rest keep one each): a few percent less work per page.
 */
export async function seriousAxeViolations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
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

const ACE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('accessibility-checker-engine/ace.js'), 'utf8');

type AceResult = { ruleId: string; value: [string, string]; path: { dom: string }; message: string };

/**
 * The Equal Access checker's violations that fail outright (not those it only asks a person to
 * review). Its source is evaluated rather than added as a script tag, which the pages' CSP refuses.
 */
async function aceViolations(page: Page): Promise<string[]> {
  await page.evaluate(`${ACE_SOURCE};window.ace = ace;`);
  const results = await page.evaluate(async () => {
    type Checker = { check(doc: Document, policies: string[]): Promise<{ results: AceResult[] }> };
    const { Checker } = (window as unknown as { ace: { Checker: new () => Checker } }).ace;
    return (await new Checker().check(document, ['IBM_Accessibility'])).results;
  });
  return results
    .filter((r) => r.value[0] === 'VIOLATION' && r.value[1] === 'FAIL')
    .map((r) => `${new URL(page.url()).pathname}: ${r.ruleId} ${r.path.dom} ${r.message}`);
}

/** Both engines' serious faults on the whole page. */
export async function accessibilityFaults(page: Page): Promise<string[]> {
  return [...(await seriousAxeViolations(page)), ...(await aceViolations(page))];
}

// Screenshots land in test-results/screenshots/ to be looked at after a run.
import path from 'node:path';
import type { Page } from 'playwright-core';

const dir = path.resolve(import.meta.dirname, '../../test-results/screenshots');

/** `settled` finishes running transitions first (a popover still fading in, say). */
export async function screenshot(page: Page, name: string, fullPage = false, settled = false) {
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage, ...(settled && { animations: 'disabled' }) });
}

// Loading a page in the browser tests: done when React has taken the document over (root.tsx marks
// it), so a click acts at once and no test waits for the network to go quiet.
import type { Page } from 'playwright-core';

async function hydrated(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** Answers the document's response, as `page.goto` does. */
export async function gotoReady(page: Page, url: string) {
  const response = await page.goto(url);
  await hydrated(page);
  return response;
}

export async function reloadReady(page: Page) {
  await page.reload();
  await hydrated(page);
}

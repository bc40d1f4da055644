// The pages' Content-Security-Policy in Chromium (docs/decisions/031): home and an article, rendered
// and kept alike, run their inline scripts under the real header with no violation, and React takes
// them over, so a link navigates inside the page instead of loading another document.
import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { DESKTOP, expectNoErrors, it } from './browser.ts';
import { gotoReady } from './navigate.ts';

const baseUrl = inject('baseUrl');

/** Every violation the page reports, from before its first script (an init script runs outside the policy). */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

/** Marks the loaded document: a navigation that keeps the mark did not load a new one. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
}

const stillSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

async function articleId(): Promise<number> {
  const res = await fetch(`${baseUrl}/api/v1/articles/public_index?per=1`);
  return (await res.json()).articles[0].id;
}

describe('the content security policy in Chromium', () => {
  it('runs home’s scripts, rendered and kept, and navigates to an article inside the page', async ({ openPage }) => {
    const { page, errors } = await openPage(DESKTOP);
    const violations = await recordViolations(page);
    // Rendered and then kept: loaded until a kept copy answers, as other journeys on the shared
    // server change content (and so drop kept pages) at any time.
    for (let load = 1; ; load++) {
      const res = await gotoReady(page, `${baseUrl}/`);
      const policy = (await res?.allHeaders())?.['content-security-policy'] ?? '';
      expect(policy).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/);
      expect(policy).not.toContain('nonce');
      if (load > 1 && res?.headers()['x-cache'] === 'hit') break;
      expect(load, 'a kept copy within five loads').toBeLessThan(5);
    }
    await markDocument(page);
    const link = page.locator('main a[href^="/articles/"]').first();
    const href = await link.getAttribute('href');
    await link.click();
    await page.waitForURL(`${baseUrl}${href}`);
    await page.locator('h1').waitFor();
    expect(await stillSameDocument(page)).toBe(true);
    expect(await violations()).toEqual([]);
    expectNoErrors(errors);
  });

  it('runs an article’s scripts, rendered and kept, and navigates home inside the page', async ({ openPage }) => {
    const { page, errors } = await openPage(DESKTOP);
    await page.emulateMedia({ colorScheme: 'dark' });
    const violations = await recordViolations(page);
    const url = `${baseUrl}/articles/${await articleId()}`;
    for (let load = 1; ; load++) {
      const res = await gotoReady(page, url);
      // The inline script in <head> ran: it set the reader's scheme before React did anything.
      expect(await page.locator('html').getAttribute('data-mantine-color-scheme')).toBe('dark');
      if (load > 1 && res?.headers()['x-cache'] === 'hit') break;
      expect(load, 'a kept copy within five loads').toBeLessThan(5);
    }
    await markDocument(page);
    await page.getByRole('banner').getByRole('link', { name: 'Salvia トップページ' }).click();
    await page.waitForURL(`${baseUrl}/`);
    expect(await stillSameDocument(page)).toBe(true);
    expect(await violations()).toEqual([]);
    expectNoErrors(errors);
  });
});

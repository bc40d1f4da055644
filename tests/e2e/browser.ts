// The e2e tests' one way into Debian's Chromium, driven by playwright-core: nothing is downloaded.
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { test as base, expect, inject } from 'vitest';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../helpers/chromium.ts';
import { type Account, signIn } from './admin-session.ts';
import { gotoReady } from './navigate.ts';

export const MOBILE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
type PageOptions = { timezoneId?: string; storageState?: StorageState };
type OpenedPage = { page: Page; errors: string[] };
/** `at`: the admin page to open instead of the dashboard (one page load fewer than going there after). */
type SignedInOptions = PageOptions & { at?: string };

function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
}

/**
 * A page that fails the test on any script error or console error. A reader in Japan by default;
 * another `timezoneId` proves a page does not lean on the browser's zone.
 */
async function openPage(browser: Browser, viewport = DESKTOP, options: PageOptions = {}): Promise<OpenedPage> {
  const context = await browser.newContext({
    viewport,
    storageState: options.storageState,
    locale: 'ja-JP',
    timezoneId: options.timezoneId ?? 'Asia/Tokyo',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return { page, errors };
}

export function expectNoErrors(errors: string[]) {
  expect(errors, errors.join('\n')).toEqual([]);
}

/**
 * `it` for browser tests: `browser`, one Chromium for the whole file; `openPage(viewport, options)`,
 * a page as above in its own context, closed when the test ends, passed or failed; and
 * `openSignedInPage(account, viewport, options)`, such a page already signed in to the admin (on
 * its dashboard, or the page `options.at` names) as a demo account or any other. An account signs in
 * through the sign-in page once per file; its later pages start from the session that sign-in stored.
 */
export const it = base
  // biome-ignore lint/correctness/noEmptyPattern: vitest reads a fixture's dependencies from this pattern
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }) => {
    const browser = await launchBrowser();
    onCleanup(() => browser.close());
    return browser;
  })
  .extend('openPage', async ({ browser }, { onCleanup }) => {
    const contexts: BrowserContext[] = [];
    onCleanup(async () => {
      for (const context of contexts) await context.close();
    });
    return async (viewport = DESKTOP, options: PageOptions = {}) => {
      const opened = await openPage(browser, viewport, options);
      contexts.push(opened.page.context());
      return opened;
    };
  })
  // biome-ignore lint/correctness/noEmptyPattern: as above
  .extend('sessions', { scope: 'file' }, async ({}) => new Map<string, Promise<StorageState>>())
  .extend('openSignedInPage', async ({ openPage, sessions }) => {
    return async (account: Account, viewport = DESKTOP, options: SignedInOptions = {}): Promise<OpenedPage> => {
      const baseUrl = inject('baseUrl');
      const { at, ...pageOptions } = options;
      const key = JSON.stringify(account);
      const stored = sessions.get(key);
      const opened = await openPage(viewport, { ...pageOptions, storageState: await stored });
      if (stored && at) {
        await gotoReady(opened.page, `${baseUrl}${at}`);
      } else if (stored) {
        await gotoReady(opened.page, `${baseUrl}/admin`);
        await opened.page.getByRole('heading', { level: 1, name: 'ダッシュボード' }).waitFor();
      } else {
        const signedIn = signIn(opened.page, baseUrl, account).then(() => opened.page.context().storageState());
        sessions.set(key, signedIn);
        await signedIn;
        if (at) await gotoReady(opened.page, `${baseUrl}${at}`);
      }
      return opened;
    };
  });

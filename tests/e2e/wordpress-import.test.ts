// Moving in from WordPress as a publisher would: `npm start` once (the demo site), stopped; the export
// and its uploads brought in with `npm run import:wordpress`; started again. A reader following an
// old link lands on the imported article, pictures and all.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type Browser, chromium } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltServer, startBuiltServer } from '../helpers/built-server.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../helpers/chromium.ts';
import { npmScript } from '../helpers/npm-script.ts';
import { DESKTOP, MOBILE } from './browser.ts';
import { gotoReady } from './navigate.ts';
import { screenshot } from './screenshots.ts';

const root = path.resolve(import.meta.dirname, '../..');
const exportFile = path.join(root, 'tests/fixtures/wordpress/site.xml');

describe('a WordPress site moved in', () => {
  let dataDir: string;
  let uploads: string;
  let server: BuiltServer | undefined;
  let browser: Browser;
  let output = '';

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'salvia-import-'));
    uploads = mkdtempSync(path.join(os.tmpdir(), 'salvia-uploads-'));
    mkdirSync(path.join(uploads, '2026/08'), { recursive: true });
    const shelf = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: { r: 176, g: 132, b: 84 } },
    })
      .jpeg()
      .toBuffer();
    writeFileSync(path.join(uploads, '2026/08/tana.jpg'), shelf);
    // No load shedding: the server shares two cores with the other journeys' Chromiums, and a
    // picture refused with 503 under that load would read as a broken import (as global-setup.ts).
    const env = { SHED_LOAD_AFTER_MS: '0' };
    // The first start makes the site (migrations, the demo content and its administrator).
    await (await startBuiltServer({ dataDir, env })).stop();
    const command = npmScript('import:wordpress');
    const imported = await promisify(execFile)(
      process.execPath,
      [...command.args, exportFile, '--uploads', uploads, '--no-fetch'],
      { cwd: root, env: { ...process.env, ...command.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
    );
    output = imported.stdout;
    server = await startBuiltServer({ dataDir, env });
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  }, 400_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    for (const dir of [dataDir, uploads]) if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('prints the report: what came in, and what did not and why', () => {
    expect(output).toMatch(/記事\s+9\s+0\s+0\s+0/);
    expect(output).toContain('固定ページは取り込みません');
  });

  for (const [name, viewport] of [
    ['mobile', MOBILE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`an old address leads to the imported article (${name})`, async () => {
      const page = await browser.newPage({ viewport });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const baseUrl = server?.baseUrl as string;
      // The old permalink, percent-encoded as WordPress linked it.
      const response = await gotoReady(
        page,
        `${baseUrl}/%e6%9a%ae%e3%82%89%e3%81%97/%e5%99%a8%e3%81%ae%e9%81%b8%e3%81%b3%e6%96%b9/`,
      );
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toMatch(/^\/articles\/\d+$/);
      expect(response?.request().redirectedFrom()?.url()).toContain('%e6%9a%ae');
      await page.getByRole('heading', { level: 1, name: 'ガイドブックで選ぶ𠮷な器' }).waitFor();
      const picture = page.getByRole('img', { name: 'ひのきの棚' }).first();
      await picture.scrollIntoViewIfNeeded();
      // Loaded (the picture is lazy: it loads once scrolled to), however busy the machine is.
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
          timeout: 30_000,
        })
        .toBe(true);
      await screenshot(page, `wordpress-import-article-${name}`, true);

      // ?p= and an earlier slug lead to the same article.
      const articlePath = new URL(page.url()).pathname;
      await gotoReady(page, `${baseUrl}/?p=101`);
      expect(new URL(page.url()).pathname).toBe(articlePath);
      await gotoReady(page, `${baseUrl}/%e6%9a%ae%e3%82%89%e3%81%97/utsuwa/`);
      expect(new URL(page.url()).pathname).toBe(articlePath);
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});

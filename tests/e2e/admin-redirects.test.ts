// The admin's redirects journey in Chromium: an old address added, answered with a 301 by the public
// site, found, edited to follow an article, refused on its fields, and deleted; a redirect to an
// article in the trash says so; a writer has neither the menu entry nor the screen.
import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { formatDate } from '../../contract/time.ts';
import { seriousAxeViolations } from './accessibility.ts';
import { apiAs, menuLabels } from './admin-session.ts';
import { DESKTOP, expectNoErrors, it, MOBILE } from './browser.ts';
import { gotoReady } from './navigate.ts';
import { screenshot } from './screenshots.ts';

const baseUrl = inject('baseUrl');
// A refused request (422) is the browser's own network log line, not a script error.
const besides422 = (errors: string[]) => errors.filter((e) => !e.includes('status of 422'));

async function notice(page: Page, text: string) {
  await page.locator('.mantine-Notification-root').filter({ hasText: text }).first().waitFor();
}

/** What the public site answers for an address, without following it. */
async function visit(path: string) {
  const response = await fetch(`${baseUrl}${path}`, { redirect: 'manual' });
  await response.body?.cancel();
  return { status: response.status, location: response.headers.get('location') };
}

async function search(page: Page, keyword: string) {
  await page.getByLabel('リダイレクトを検索').fill(keyword);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.searchParams.get('keyword') === keyword);
}

describe('admin redirects', () => {
  it('adds a redirect the public site answers, finds it, points it at an article, refuses bad input and deletes it', async ({
    openSignedInPage,
  }) => {
    const { page, errors } = await openSignedInPage('admin', DESKTOP);
    expect(await menuLabels(page)).toContain('リダイレクト');
    await page.getByRole('navigation', { name: '管理メニュー' }).getByRole('link', { name: 'リダイレクト' }).click();
    await page.getByRole('heading', { level: 1, name: 'リダイレクト' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/redirects');

    const stamp = Date.now();
    const typed = `/2019/05/e2e-old-${stamp}/`;
    const from = `/2019/05/e2e-old-${stamp}`; // as stored: without the trailing slash
    expect((await visit(typed)).status).toBe(404);

    // Added: first refused by the server (a redirect to itself), then saved.
    await page.getByRole('button', { name: 'リダイレクトを追加' }).click();
    const add = page.getByRole('dialog', { name: 'リダイレクトを追加' });
    await add.getByRole('textbox', { name: '転送元' }).fill(typed);
    await add.getByRole('textbox', { name: '転送先' }).fill(from);
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/v1/redirects/new') && r.status() === 422);
    await add.getByRole('button', { name: '追加', exact: true }).click();
    await refused;
    await add.getByText('転送先が転送元と同じです').waitFor();
    expect(await add.getByRole('textbox', { name: '転送先' }).getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'admin-redirect-form-error-desktop');
    await add.getByRole('textbox', { name: '転送先' }).fill('/tags');
    await add.getByRole('button', { name: '追加', exact: true }).click();
    await notice(page, `リダイレクト「${from}」を追加しました`);
    await add.waitFor({ state: 'hidden' });

    // The public site answers the old address, written either way, with a 301.
    expect(await visit(typed)).toEqual({ status: 301, location: '/tags' });
    expect(await visit(from)).toEqual({ status: 301, location: '/tags' });

    // Listed, and found by a search; the two visits are counted, on the day they were made.
    const row = page.getByRole('row').filter({ hasText: from });
    await row.waitFor();
    await search(page, `e2e-old-${stamp}`);
    await expect.poll(() => page.getByRole('row').count()).toBe(2); // the head and the one found
    const stored = async () =>
      (await apiAs(page, baseUrl, 'GET', `redirects?keyword=e2e-old-${stamp}`)).body.redirects[0];
    await expect.poll(async () => (await stored()).hits).toBe(2);
    await page.reload();
    await row.waitFor();
    const cells = await row.getByRole('cell').allInnerTexts();
    expect(cells.map((c) => c.trim())).toEqual([
      from,
      '/tags',
      '手動',
      '2',
      formatDate((await stored()).last_hit_at),
      '',
    ]);
    await screenshot(page, 'admin-redirects-desktop');
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Edited: a from_path that is not a path is refused on its field; then it follows an article.
    // An article of its own: other journeys publish articles that share titles.
    const newest = (await apiAs(page, baseUrl, 'GET', 'articles/public_index?per=1')).body.articles[0];
    const article = (
      await apiAs(page, baseUrl, 'POST', 'articles/new', {
        title: `E2E 転送先の記事 ${stamp}`,
        status: 'published',
        category_id: newest.category.id,
      })
    ).body.article;
    await row.getByRole('button', { name: `「${from}」を編集` }).click();
    const edit = page.getByRole('dialog', { name: 'リダイレクトを編集' });
    expect(await edit.getByRole('textbox', { name: '転送元' }).inputValue()).toBe(from);
    await edit.getByRole('textbox', { name: '転送元' }).fill(`e2e-old-${stamp}`);
    await edit.getByText('記事', { exact: true }).click();
    await edit.getByRole('button', { name: '保存', exact: true }).click();
    await edit.getByText('転送元のパスは / で始めてください').waitFor();
    await edit.getByText('転送先の記事を選んでください').waitFor();
    expect(await edit.getByRole('textbox', { name: '転送元' }).getAttribute('aria-invalid')).toBe('true');
    await edit.getByRole('textbox', { name: '転送元' }).fill(from);
    await edit.getByRole('combobox', { name: '転送先の記事' }).fill(article.title.slice(0, 8));
    await page.getByRole('option', { name: article.title, exact: true }).click();
    await screenshot(page, 'admin-redirect-form-article-desktop');
    await edit.getByRole('button', { name: '保存', exact: true }).click();
    await notice(page, `リダイレクト「${from}」を保存しました`);
    await row.getByRole('link', { name: article.title }).waitFor();
    expect(await row.getByRole('link', { name: article.title }).getAttribute('href')).toBe(
      `/admin/articles/${article.id}`,
    );
    expect(await visit(typed)).toEqual({ status: 301, location: `/articles/${article.id}` });
    await screenshot(page, 'admin-redirects-article-desktop');

    // A search that finds nothing says so.
    await search(page, `e2e-none-${stamp}`);
    await page.getByText('条件に合うリダイレクトはありません').waitFor();
    await screenshot(page, 'admin-redirects-empty-desktop');
    await page.getByRole('button', { name: 'すべてのリダイレクトを表示' }).click();
    await row.waitFor();

    // Deleted after a confirmation: the old address is a 404 again.
    await row.getByRole('button', { name: `「${from}」を削除` }).click();
    const confirm = page.getByRole('dialog', { name: 'リダイレクトを削除しますか？' });
    await confirm.getByRole('button', { name: '削除', exact: true }).click();
    await notice(page, `リダイレクト「${from}」を削除しました`);
    await row.waitFor({ state: 'detached' });
    expect((await visit(typed)).status).toBe(404);
    expectNoErrors(besides422(errors));
  });

  it('marks a redirect to an article in the trash, which the public site leaves a 404', async ({
    openSignedInPage,
  }) => {
    const { page, errors } = await openSignedInPage('admin', MOBILE, { at: '/admin/redirects' });
    await page.getByText('リダイレクトはまだありません').or(page.getByRole('table')).first().waitFor();
    await screenshot(page, 'admin-redirects-start-mobile');
    const stamp = Date.now();
    const title = `E2E 移転した記事 ${stamp}`;
    const created = await apiAs(page, baseUrl, 'POST', 'articles/new', { title, status: 'draft' });
    const id: number = created.body.article.id;
    expect((await apiAs(page, baseUrl, 'DELETE', `articles/delete?id=${id}`)).status).toBe(200);
    const from = `/e2e-trashed-${stamp}`;
    const saved = await apiAs(page, baseUrl, 'POST', 'redirects/new', {
      from_path: from,
      article_id: id,
      source: 'import',
    });
    expect(saved.status).toBe(201);
    try {
      expect((await visit(from)).status).toBe(404);
      await search(page, `e2e-trashed-${stamp}`);
      const row = page.getByRole('row').filter({ hasText: from });
      await row.getByRole('link', { name: title }).waitFor();
      // On a phone the row holds all in its first cell (the desktop's columns are hidden).
      const shown = (text: string) => row.getByText(text).filter({ visible: true });
      await shown('ゴミ箱の記事').waitFor();
      await shown('インポート').waitFor();
      await shown('まだ転送されていません').waitFor();
      await screenshot(page, 'admin-redirects-mobile');

      await row.getByRole('button', { name: `「${from}」を編集` }).click();
      const edit = page.getByRole('dialog', { name: 'リダイレクトを編集' });
      expect(await edit.getByRole('combobox', { name: '転送先の記事' }).inputValue()).toBe(title);
      await edit.getByText('記事がゴミ箱から戻るまで、この転送元は 404 になります').waitFor();
      await screenshot(page, 'admin-redirect-form-mobile');
      expectNoErrors(errors);
    } finally {
      await apiAs(page, baseUrl, 'DELETE', `redirects/delete?id=${saved.body.redirect.id}`);
      await apiAs(page, baseUrl, 'DELETE', `articles/delete?id=${id}`);
    }
  });

  it('gives a writer neither the menu entry nor the screen', async ({ openSignedInPage }) => {
    const { page, errors } = await openSignedInPage('writer', MOBILE);
    await page.getByRole('button', { name: 'メニューを開く' }).click();
    const menu = await menuLabels(page);
    expect(menu).toEqual(expect.arrayContaining(['記事', 'ゴミ箱']));
    expect(menu).not.toContain('リダイレクト');
    await page.keyboard.press('Escape');

    await gotoReady(page, `${baseUrl}/admin/redirects`);
    await page.getByRole('alert').filter({ hasText: '管理者専用の画面です' }).waitFor();
    expect(await page.getByRole('button', { name: 'リダイレクトを追加' }).count()).toBe(0);
    expectNoErrors(errors);
  });
});

// ⌘S / Ctrl+S in the article editor: saves from the title, the body or a side field with the usual
// notice, keeps the browser's own "save page" away, and leaves a key pressed mid-conversion alone.
import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { apiAs, apiToken } from './admin-session.ts';
import { DESKTOP, expectNoErrors, it, MOBILE } from './browser.ts';
import { screenshot } from './screenshots.ts';

const baseUrl = inject('baseUrl');

/** The body once the editor holds the edit lock (opening the page can take long on a busy machine). */
async function editableBody(page: Page) {
  const body = page.getByRole('textbox', { name: '本文' });
  await body.waitFor();
  await expect.poll(() => body.getAttribute('contenteditable'), { timeout: 30_000 }).toBe('true');
  return body;
}

async function newArticle(account: 'admin' | 'writer', fields: Record<string, unknown>): Promise<number> {
  const response = await fetch(`${baseUrl}/api/v1/articles/new`, {
    method: 'POST',
    headers: { authorization: `JWT ${await apiToken(baseUrl, account)}`, 'content-type': 'application/json' },
    body: JSON.stringify({ body_html: '<p>本文です。</p>', ...fields }),
  });
  expect(response.status).toBe(201);
  return (await response.json()).article.id;
}

async function notice(page: Page, text: string) {
  await page.locator('.mantine-Notification-root').filter({ hasText: text }).first().waitFor();
}

/** Counts the saves the page sends. */
function saves(page: Page): { count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && request.url().includes('/api/v1/articles/update')) seen.count++;
  });
  return seen;
}

describe('the save shortcut in the editor', () => {
  it('saves a draft with Ctrl+S from the title and ⌘S from the body, and not while a conversion is open', async ({
    openSignedInPage,
  }) => {
    const id = await newArticle('writer', { title: `E2E ショートカット ${Date.now()}` });
    const { page, errors } = await openSignedInPage('writer', DESKTOP, { at: `/admin/articles/edit_article/${id}` });
    await editableBody(page);
    const sent = saves(page);

    const title = page.getByRole('textbox', { name: 'タイトル', exact: true });
    await title.fill('Ctrl+S で保存したタイトル');
    await title.press('Control+s');
    await notice(page, '下書きを保存しました');
    await expect
      .poll(async () => (await apiAs(page, baseUrl, 'GET', `articles/view?id=${id}`)).body.article.title)
      .toBe('Ctrl+S で保存したタイトル');
    await screenshot(page, 'editor-save-shortcut-desktop');

    const body = await editableBody(page);
    await body.click();
    await page.keyboard.press('End');
    await page.keyboard.type('追記しました。');
    await page.keyboard.press('Meta+s');
    await expect
      .poll(async () => (await apiAs(page, baseUrl, 'GET', `articles/view?id=${id}`)).body.article.body_html)
      .toContain('追記しました。');
    const afterTwo = sent.count;
    expect(afterTwo).toBe(2);

    // The browser's own save is held back; a keydown that belongs to an open conversion saves nothing.
    await title.fill('変換中のタイトル');
    const prevented = await page.evaluate(() => {
      const field = document.activeElement as HTMLElement;
      const composing = new KeyboardEvent('keydown', {
        key: 's',
        code: 'KeyS',
        ctrlKey: true,
        isComposing: true,
        bubbles: true,
        cancelable: true,
      });
      field.dispatchEvent(composing);
      return composing.defaultPrevented;
    });
    expect(prevented).toBe(true);
    // A save leaves at once on the key; a moment later none has.
    await page.waitForTimeout(500);
    expect(sent.count).toBe(afterTwo);
    await title.press('Control+s');
    await notice(page, '下書きを保存しました');
    expect(sent.count).toBe(afterTwo + 1);
    expectNoErrors(errors);
  });

  it('updates a published article with Ctrl+S from a side field (phone)', async ({ openSignedInPage }) => {
    const selection = await (await fetch(`${baseUrl}/api/v1/categories/selection`)).json();
    const id = await newArticle('admin', {
      title: `E2E 公開中のショートカット ${Date.now()}`,
      category_id: selection.categories[0].children[0].id,
      status: 'published',
    });
    const { page, errors } = await openSignedInPage('admin', MOBILE, { at: `/admin/articles/edit_article/${id}` });
    await editableBody(page);
    const seo = page.getByLabel('SEOタイトル');
    await seo.fill('ショートカットで更新したSEOタイトル');
    await seo.press('Control+s');
    await notice(page, '記事を更新しました');
    await screenshot(page, 'editor-save-shortcut-mobile');
    expect((await apiAs(page, baseUrl, 'GET', `articles/view?id=${id}`)).body.article.meta_title).toBe(
      'ショートカットで更新したSEOタイトル',
    );
    expectNoErrors(errors);
  });
});

// Typing as a Japanese writer does: IME composition in the editor's fields and body, Enter that
// confirms a conversion never submits, and a stale save (409) that keeps every typed character.
import type { CDPSession, Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { apiToken } from './admin-session.ts';
import { editableBody } from './body-editor.ts';
import { DESKTOP, expectNoErrors, it } from './browser.ts';
import { compose } from './ime.ts';
import { gotoReady } from './navigate.ts';
import { screenshot } from './screenshots.ts';

const baseUrl = inject('baseUrl');

/** Enter pressed while the composition is still open (the key that confirms a conversion). */
async function enterWhileComposing(cdp: CDPSession, reading: string) {
  await cdp.send('Input.imeSetComposition', {
    text: reading,
    selectionStart: reading.length,
    selectionEnd: reading.length,
  });
  for (const type of ['rawKeyDown', 'char', 'keyUp'] as const) {
    await cdp.send('Input.dispatchKeyEvent', {
      type,
      key: 'Enter',
      code: 'Enter',
      windowsVirtualKeyCode: 13,
      ...(type === 'char' ? { text: '\r' } : {}),
    });
  }
}

/** Records the API requests the page makes that match (their keyword, or their path). */
function apiCalls(page: Page, match: (url: URL, method: string) => boolean): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (match(url, request.method())) seen.push(url.searchParams.get('keyword') ?? url.pathname);
  });
  return seen;
}

describe('Japanese input and safe saving in the editor', () => {
  it('does not stretch a marker or a link over what is typed right after it', async ({ openSignedInPage }) => {
    const token = await apiToken(baseUrl, 'writer');
    const created = await fetch(`${baseUrl}/api/v1/articles/new`, {
      method: 'POST',
      headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: `E2E マーカーとリンクの端 ${Date.now()}`,
        body_html: '<p>まずは<mark>重曹</mark></p><p>詳しくは<a href="/articles/1">こちら</a></p>',
      }),
    });
    expect(created.status).toBe(201);
    const id: number = (await created.json()).article.id;
    const { page, errors } = await openSignedInPage('writer', DESKTOP, { at: `/admin/articles/edit_article/${id}` });
    const body = await editableBody(page);
    const cdp = await page.context().newCDPSession(page);
    for (const [paragraph, added] of [
      ['まずは', ['を', 'を使います']],
      ['詳しくは', ['を', 'をご覧ください']],
    ] as const) {
      await body.getByText(paragraph).click();
      await page.keyboard.press('End');
      await compose(cdp, added[0], added[1]);
    }
    await expect.poll(() => body.locator('mark').allInnerTexts()).toEqual(['重曹']);
    expect(await body.locator('a').allInnerTexts()).toEqual(['こちら']);
    expect(await body.locator('p').allInnerTexts()).toEqual(['まずは重曹を使います', '詳しくはこちらをご覧ください']);
    expectNoErrors(errors);
  });

  it('keeps composed text exactly once in the title and the body', async ({ openSignedInPage }) => {
    const { page, errors } = await openSignedInPage('writer', DESKTOP);
    const cdp = await page.context().newCDPSession(page);
    await gotoReady(page, `${baseUrl}/admin/articles/new_article`);
    const isSave = (url: URL) => ['/api/v1/articles/new', '/api/v1/articles/update'].includes(url.pathname);
    const saves = apiCalls(page, isSave);

    const title = page.getByRole('textbox', { name: 'タイトル', exact: true });
    await title.click();
    await compose(cdp, 'げんかん', '玄関');
    await compose(cdp, 'しゅうのう', '収納');
    await enterWhileComposing(cdp, 'のこつ');
    await cdp.send('Input.insertText', { text: 'のコツ' });
    expect(await title.inputValue()).toBe('玄関収納のコツ');

    await page.getByRole('textbox', { name: '本文' }).click();
    await compose(cdp, 'くつを', '靴を');
    await compose(cdp, 'かぞえる', '数える');
    const body = (await page.getByRole('textbox', { name: '本文' }).innerText()).trim();
    expect(body).toBe('靴を数える');
    // Nothing was saved by the Enter that confirmed a conversion: a save it started would have gone
    // out before the writer's own, which is then the only one (the edit lock taken after it is no save).
    const draftSave = page.waitForRequest((r) => isSave(new URL(r.url())));
    await page.getByRole('button', { name: '下書き保存' }).click();
    const sent = await draftSave;
    expect(saves).toEqual(['/api/v1/articles/new']);
    expect(sent.postDataJSON()).toMatchObject({ title: '玄関収納のコツ' });
    expectNoErrors(errors);
  });

  it('does not search while a conversion is being confirmed, and searches on a real Enter', async ({
    openSignedInPage,
  }) => {
    const { page } = await openSignedInPage('writer', DESKTOP);
    const cdp = await page.context().newCDPSession(page);
    await gotoReady(page, `${baseUrl}/admin/articles`);
    const searches = apiCalls(page, (url) => url.pathname === '/api/v1/articles' && url.searchParams.has('keyword'));
    await page.getByRole('textbox', { name: 'キーワード' }).click();
    await enterWhileComposing(cdp, 'げんかん');
    await cdp.send('Input.insertText', { text: '玄関' });
    // A search the confirming Enter started would have gone out before the real Enter's, which is
    // then the only one.
    const searched = page.waitForResponse((r) => {
      const url = new URL(r.url());
      return url.pathname === '/api/v1/articles' && url.searchParams.get('keyword') === '玄関';
    });
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('keyword') === '玄関');
    await searched;
    expect(searches).toEqual(['玄関']);
  });

  it('keeps the text of a stale save and lets the writer overwrite', async ({ openSignedInPage }) => {
    const token = await apiToken(baseUrl, 'writer');
    const auth = { Authorization: `JWT ${token}`, 'Content-Type': 'application/json' };
    const created = await fetch(`${baseUrl}/api/v1/articles/new`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ title: '衣替えの手順', body_html: '<p>最初の版</p>', status: 'draft' }),
    });
    expect(created.status).toBe(201);
    const { article } = (await created.json()) as { article: { id: number } };

    const { page } = await openSignedInPage('writer', DESKTOP, { at: `/admin/articles/edit_article/${article.id}` });
    const editor = await editableBody(page);
    await editor.click();
    await page.keyboard.press('End');
    await page.keyboard.type('。夏物は洗ってからしまいます');

    // Another tab of the same writer saves first.
    const other = await fetch(`${baseUrl}/api/v1/articles/update`, {
      method: 'PATCH',
      headers: auth,
      body: JSON.stringify({ id: article.id, title: '衣替えの手順（別の画面）', body_html: '<p>別の版</p>' }),
    });
    expect(other.status).toBe(200);

    await page.getByRole('button', { name: '下書き保存' }).click();
    const dialog = page.getByRole('dialog', { name: '別の画面で先に保存されました' });
    await dialog.waitFor();
    await screenshot(page, 'admin-editor-conflict-desktop');
    await dialog.getByRole('button', { name: '保存せずに編集を続ける' }).click();
    expect(await editor.innerText()).toContain('夏物は洗ってからしまいます');

    await page.getByRole('button', { name: '下書き保存' }).click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: '自分の内容で上書き保存する' }).click();
    await page.getByText('下書きを保存しました').waitFor();
    const saved = (await (
      await fetch(`${baseUrl}/api/v1/articles/view?id=${article.id}`, { headers: auth })
    ).json()) as { article: { title: string; body_html: string } };
    expect(saved.article.title).toBe('衣替えの手順');
    expect(saved.article.body_html).toContain('夏物は洗ってからしまいます');
  });

  it('keeps writing through the first save of a new article, offering nothing back', async ({ openSignedInPage }) => {
    const { page, errors } = await openSignedInPage('writer', DESKTOP, { at: '/admin/articles/new_article' });
    // The saved article's page loads slowly, as on a busy server: the writer goes on typing meanwhile,
    // long enough for the safety copy of the now saved article to be written.
    const savedArticle = '**/api/v1/articles/view?id=*';
    await page.route(savedArticle, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue();
    });
    await page.getByRole('textbox', { name: 'タイトル', exact: true }).fill('書きながら保存する記事');
    await page.getByRole('textbox', { name: '本文' }).click();
    await page.keyboard.type('はじめの一文です。');
    await page.getByRole('button', { name: '下書き保存' }).click();
    await page.keyboard.type('保存のあいだも書き続けます。', { delay: 100 });
    await page.waitForURL(/\/admin\/articles\/edit_article\/\d+$/);
    await page.getByRole('heading', { level: 1, name: '記事を編集' }).waitFor();
    await page.unroute(savedArticle);

    const body = page.getByRole('textbox', { name: '本文' });
    expect(await body.innerText()).toContain('はじめの一文です。保存のあいだも書き続けます。');
    await page.getByText('保存されていない変更があります').waitFor();
    // Its own unsaved typing is not "left by an earlier visit".
    expect(await page.getByRole('dialog', { name: '保存されていない編集内容があります' }).count()).toBe(0);
    expectNoErrors(errors);
  });

  it('asks before leaving with unsaved changes, and keeps the text when the writer stays', async ({
    openSignedInPage,
  }) => {
    const { page, errors } = await openSignedInPage('writer', DESKTOP, { at: '/admin/articles/new_article' });
    await page.getByRole('textbox', { name: 'タイトル', exact: true }).fill('まだ保存していない記事');
    const menu = page.getByRole('navigation', { name: '管理メニュー' }).first();
    await menu.getByRole('link', { name: 'ダッシュボード' }).click();
    const dialog = page.getByRole('dialog', { name: '保存されていない変更があります' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: '編集を続ける' }).click();
    expect(new URL(page.url()).pathname).toBe('/admin/articles/new_article');
    expect(await page.getByRole('textbox', { name: 'タイトル', exact: true }).inputValue()).toBe(
      'まだ保存していない記事',
    );

    // Leaving on purpose without saving goes, and drops the local copy.
    await menu.getByRole('link', { name: 'ダッシュボード' }).click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: '保存せずに移動' }).click();
    await page.getByRole('heading', { level: 1, name: 'ダッシュボード' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('draft:new'))).toBeNull();
    expectNoErrors(errors);
  });
});

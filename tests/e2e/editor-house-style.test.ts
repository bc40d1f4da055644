// The house dictionary and ルビ in Chromium: a writer types 出来る (through the input method), sees it
// flagged only once the conversion is committed, and fixes it in one click; an admin keeps the
// dictionary on 表記ルール; an NG word keeps an article from being published; ルビ put on 紫陽花 in the
// editor reaches the published page as <ruby>.
import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { apiAs, apiToken, menuLabels } from './admin-session.ts';
import { editableBody } from './body-editor.ts';
import { DESKTOP, expectNoErrors, it, MOBILE } from './browser.ts';
import { compose, openComposition } from './ime.ts';
import { gotoReady } from './navigate.ts';
import { screenshot } from './screenshots.ts';

const baseUrl = inject('baseUrl');
// A refused request (422) is the browser's own network log line, not a script error.
const besides422 = (errors: string[]) => errors.filter((e) => !e.includes('status of 422'));

async function draftAs(who: 'writer' | 'admin', title: string, bodyHtml: string): Promise<number> {
  const token = await apiToken(baseUrl, who);
  const created = await fetch(`${baseUrl}/api/v1/articles/new`, {
    method: 'POST',
    headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ title, body_html: bodyHtml }),
  });
  expect(created.status).toBe(201);
  return (await created.json()).article.id;
}

/** The body once the writer holds the edit lock: its first request can be slow on a busy machine. */
async function openedBody(page: Page) {
  await page.locator('[contenteditable="true"][aria-label="本文"]').waitFor({ timeout: 60_000 });
  return editableBody(page);
}

function styleCheck(page: Page) {
  return page.getByRole('alert', { name: '表記チェック' });
}

describe('the house dictionary in the editor', () => {
  for (const [size, viewport] of [
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const) {
    it(`flags 出来る once it is committed and fixes it in one click (${size})`, async ({ openSignedInPage }) => {
      const id = await draftAs('writer', `E2E 表記チェック ${size} ${Date.now()}`, '<p>窓を拭く。</p>');
      const { page, errors } = await openSignedInPage('writer', viewport, { at: `/admin/articles/edit_article/${id}` });
      const body = await openedBody(page);
      const cdp = await page.context().newCDPSession(page);
      await body.getByText('窓を拭く。').click();
      await page.keyboard.press('End');

      // While the conversion is open, nothing is flagged, however long the writer hesitates.
      await openComposition(cdp, '出来る');
      await page.waitForTimeout(1200);
      expect(await styleCheck(page).count()).toBe(0);
      await cdp.send('Input.insertText', { text: '出来る' });
      await compose(cdp, 'ようにして', 'ようにして');
      await compose(cdp, 'くださいね', '下さいね');

      const warnings = styleCheck(page);
      await warnings.getByText('本文の「出来る」 → 「できる」').waitFor();
      await warnings.getByText('本文の「下さい」 → 「ください」').waitFor();
      await warnings.scrollIntoViewIfNeeded();
      await screenshot(page, `editor-house-style-warnings-${size}`);

      await warnings.getByRole('button', { name: '「できる」に置き換え' }).click();
      await expect.poll(() => body.innerText()).toContain('窓を拭く。できるようにして下さいね');
      await warnings.getByRole('button', { name: '「ください」に置き換え' }).click();
      await expect.poll(() => body.innerText()).toContain('窓を拭く。できるようにしてくださいね');
      await styleCheck(page).waitFor({ state: 'detached' });
      expectNoErrors(errors);
    });
  }

  it('fixes the title, the lead and the body at once', async ({ openSignedInPage }) => {
    const id = await draftAs('writer', 'iphoneで出来る家計簿', '<p>様々な方法があります。</p>');
    const { page, errors } = await openSignedInPage('writer', DESKTOP, { at: `/admin/articles/edit_article/${id}` });
    const body = await openedBody(page);
    const warnings = styleCheck(page);
    await warnings.getByText('タイトルの「iphone」 → 「iPhone」').waitFor();
    await warnings.getByRole('button', { name: 'すべて置き換え（3件）' }).click();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'タイトル', exact: true }).inputValue())
      .toBe('iPhoneでできる家計簿');
    await expect.poll(() => body.innerText()).toContain('さまざまな方法があります。');
    await warnings.waitFor({ state: 'detached' });
    expectNoErrors(errors);
  });
});

describe('表記ルール and NG words', () => {
  it('lets an admin add an NG word that then keeps an article from being published', async ({ openSignedInPage }) => {
    const { page, errors } = await openSignedInPage('admin', DESKTOP);
    expect(await menuLabels(page)).toContain('表記ルール');
    await page.getByRole('navigation', { name: '管理メニュー' }).getByRole('link', { name: '表記ルール' }).click();
    await page.getByRole('heading', { level: 1, name: '表記ルール' }).waitFor();
    // The demo's dictionary.
    await page.getByRole('table', { name: '表記ルール一覧' }).getByText('出来る', { exact: true }).waitFor();

    const word = `E2E禁止語${Date.now()}`;
    await page.getByRole('button', { name: 'ルールを追加' }).click();
    const dialog = page.getByRole('dialog', { name: '表記ルールを追加' });
    await dialog.getByText('NGワード').click();
    await dialog.getByRole('textbox', { name: '探す表記' }).fill(word);
    await dialog.getByRole('textbox', { name: 'メモ' }).fill('テスト用の禁止語');
    await screenshot(page, 'admin-style-rule-form-desktop');
    await dialog.getByRole('button', { name: '追加', exact: true }).click();
    await page.getByRole('table', { name: '表記ルール一覧' }).getByText(word).waitFor();
    await page.getByLabel('種類で絞り込む').getByText('NGワード', { exact: true }).click();
    await page
      .getByRole('table', { name: '表記ルール一覧' })
      .getByText('出来る', { exact: true })
      .waitFor({ state: 'detached' });
    await screenshot(page, 'admin-style-rules-desktop');

    const id = await draftAs('admin', `E2E NGワードの記事 ${Date.now()}`, `<p>これは${word}です。</p>`);
    await gotoReady(page, `${baseUrl}/admin/articles/edit_article/${id}`);
    await openedBody(page);
    await styleCheck(page).getByText('NGワードが1件あります。書き換えるまで公開・校正依頼はできません。').waitFor();
    await page.getByRole('combobox', { name: 'カテゴリ' }).click();
    await page.getByRole('option', { name: '収納', exact: true }).click();
    await page.getByRole('button', { name: '公開する' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: `NGワード「${word}」が本文に含まれています` })
      .first()
      .waitFor();
    await screenshot(page, 'editor-ng-word-refused-desktop', true);
    const stored = await apiAs(page, baseUrl, 'GET', `articles/view?id=${id}`);
    expect(stored.body.article.status).toBe('draft');

    // The rule goes again, so the demo's own journeys are not held by it.
    const rules = await apiAs(page, baseUrl, 'GET', 'style_rules');
    const rule = rules.body.style_rules.find((r: { find: string }) => r.find === word);
    expect((await apiAs(page, baseUrl, 'DELETE', `style_rules/delete?id=${rule.id}`)).status).toBe(200);
    expectNoErrors(besides422(errors));
  });

  it('shows the screen on a phone', async ({ openSignedInPage }) => {
    const { page, errors } = await openSignedInPage('admin', MOBILE, { at: '/admin/style_rules' });
    await page.getByRole('heading', { level: 1, name: '表記ルール' }).waitFor();
    await page.getByRole('table', { name: '表記ルール一覧' }).getByText('iphone', { exact: true }).waitFor();
    await screenshot(page, 'admin-style-rules-mobile', true);
    expectNoErrors(errors);
  });

  it('keeps writers out of the screen and its menu entry', async ({ openSignedInPage }) => {
    const { page } = await openSignedInPage('writer', DESKTOP);
    expect(await menuLabels(page)).not.toContain('表記ルール');
  });
});

describe('ルビ', () => {
  it('puts あじさい over 紫陽花 in the editor, and the published page shows <ruby>', async ({
    openSignedInPage,
    openPage,
  }) => {
    const title = `E2E ルビ ${Date.now()}`;
    const id = await draftAs('admin', title, '<p>庭の紫陽花が咲きました。</p>');
    const { page, errors } = await openSignedInPage('admin', DESKTOP, { at: `/admin/articles/edit_article/${id}` });
    const body = await openedBody(page);
    const cdp = await page.context().newCDPSession(page);
    await body.getByText('庭の紫陽花が咲きました。').click();
    await page.keyboard.press('Home');
    for (let i = 0; i < 2; i++) await page.keyboard.press('ArrowRight');
    for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+ArrowRight');

    await page.getByRole('button', { name: 'ルビ', exact: true }).click();
    const reading = page.getByRole('textbox', { name: '読み' });
    await reading.waitFor();
    await reading.click();
    await compose(cdp, 'あじさい', 'あじさい');
    await screenshot(page, 'editor-ruby-popover-desktop');
    await page.getByRole('button', { name: 'ルビを付ける' }).click();
    await body.locator('ruby').waitFor();
    expect(await body.locator('ruby rt').innerText()).toBe('あじさい');
    await screenshot(page, 'editor-ruby-desktop');

    await page.getByRole('combobox', { name: 'カテゴリ' }).click();
    await page.getByRole('option', { name: '収納', exact: true }).click();
    await page.getByRole('button', { name: '公開する' }).click();
    await page.getByText('記事を公開しました').waitFor();
    const html = await (await fetch(`${baseUrl}/articles/${id}`)).text();
    expect(html).toContain('<p>庭の<ruby>紫陽花<rt>あじさい</rt></ruby>が咲きました。</p>');

    await gotoReady(page, `${baseUrl}/articles/${id}`);
    await page.locator('ruby').first().scrollIntoViewIfNeeded();
    await screenshot(page, 'article-ruby-desktop');
    const phone = await openPage(MOBILE);
    await gotoReady(phone.page, `${baseUrl}/articles/${id}`);
    await phone.page.locator('ruby').first().scrollIntoViewIfNeeded();
    await screenshot(phone.page, 'article-ruby-mobile');
    expectNoErrors(errors);
    expectNoErrors(phone.errors);
  });
});

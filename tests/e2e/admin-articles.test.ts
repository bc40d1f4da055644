// The admin's article journeys in Chromium: menus per role, writing and publishing an article,
// the edit lock between two browsers with an admin's take-over, and an ended session.
import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { apiToken, menuLabels } from './admin-session.ts';
import { editableBody } from './body-editor.ts';
import { DESKTOP, expectNoErrors, it, MOBILE } from './browser.ts';
import { gotoReady } from './navigate.ts';
import { screenshot } from './screenshots.ts';

const baseUrl = inject('baseUrl');

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('admin articles', () => {
  it('shows the admin the full menu and a writer the shorter one', async ({ openSignedInPage }) => {
    const admin = await openSignedInPage('admin');
    expect(admin.page.url()).toBe(`${baseUrl}/admin`);
    const adminMenu = await menuLabels(admin.page);
    expect(adminMenu).toEqual(
      expect.arrayContaining(['記事', 'カテゴリ', 'タグ', 'ライター一覧', 'ライター追加', 'プロフィール', 'メディア']),
    );
    expect(await admin.page.getByTestId('current-writer').textContent()).toBe('Salvia編集部');
    // The refused lock (423) is the browser's own network log line, not a script error.
    expectNoErrors(admin.errors.filter((e) => !e.includes('status of 423')));

    const writer = await openSignedInPage('writer', MOBILE);
    await writer.page.getByRole('button', { name: 'メニューを開く' }).click();
    const writerMenu = await menuLabels(writer.page);
    expect(writerMenu).toEqual(expect.arrayContaining(['記事', 'カテゴリ', 'タグ', 'ライター一覧', 'プロフィール']));
    expect(writerMenu).not.toContain('ライター追加');
    expect(writerMenu).not.toContain('メディア');
    await screenshot(writer.page, 'admin-menu-writer-mobile');
    expectNoErrors(writer.errors);
  });

  it('lets an editor write a draft, publish it and find it on the public site', async ({ openSignedInPage }) => {
    const { page, errors } = await openSignedInPage('admin', DESKTOP, { at: '/admin/articles/new_article' });
    const title = `E2E 玄関収納の見直し ${Date.now()}`;
    await page.getByRole('textbox', { name: 'タイトル', exact: true }).fill(title);
    await page.getByLabel('リード文').fill('靴があふれる玄関を、三つの工夫ですっきりさせました。');
    await page.getByRole('textbox', { name: '本文' }).click();
    await page.keyboard.type('まずは靴を全部出して数えるところから始めました。');
    await pick(page, 'カテゴリ', '収納');
    await page.getByRole('combobox', { name: 'タグ' }).click();
    await page.getByRole('option', { name: '時短', exact: true }).click();
    await page.keyboard.press('Escape');
    expect(Number((await page.getByTestId('character-count').textContent())?.replace(/\D/g, ''))).toBeGreaterThan(10);

    await page.getByRole('button', { name: '下書き保存' }).click();
    await page.waitForURL(/\/admin\/articles\/edit_article\/\d+$/);
    const id = Number(page.url().split('/').pop());
    await page.getByText('下書きを保存しました').waitFor();
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const draft = await fetch(`${baseUrl}/api/v1/articles/view?id=${id}`);
    expect(draft.status).toBe(404);
    const mine = await (
      await fetch(`${baseUrl}/api/v1/articles/view?id=${id}`, { headers: { authorization: `JWT ${token}` } })
    ).json();
    expect(mine.article).toMatchObject({ title, status: 'draft', category: { title: '収納' } });
    expect(mine.article.tags.map((t: { title: string }) => t.title)).toEqual(['時短']);
    expect(mine.article.body_html).toContain('まずは靴を全部出して数える');

    await (await editableBody(page)).click();
    await page.keyboard.press('End');
    await page.keyboard.type('次に、使っていない靴を手放しました。');
    await page.getByRole('button', { name: '公開する' }).click();
    await page.getByText('記事を公開しました').waitFor();
    await screenshot(page, 'admin-editor-published-desktop');

    const published = await fetch(`${baseUrl}/api/v1/articles/view?id=${id}`);
    expect(published.status).toBe(200);
    const body = await published.json();
    expect(body.article).toMatchObject({ title, status: 'published' });
    expect(body.article.body_html).toContain('使っていない靴を手放しました');
    const publicPage = await fetch(`${baseUrl}/articles/${id}`);
    expect(publicPage.status).toBe(200);
    expect(await publicPage.text()).toContain(title);

    await gotoReady(page, `${baseUrl}/admin/articles?keyword=${encodeURIComponent('玄関収納の見直し')}`);
    await page.getByRole('link', { name: title }).first().waitFor();
    expectNoErrors(errors);
  });

  it('shows a second editor who holds the article, read-only, and lets an admin take over', async ({
    openSignedInPage,
  }) => {
    const writer = await openSignedInPage('writer');
    const token = await writer.page.evaluate(() => localStorage.getItem('token'));
    const created = await fetch(`${baseUrl}/api/v1/articles/new`, {
      method: 'POST',
      headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'E2E 編集ロックの確認', body_html: '<p>本文</p>' }),
    });
    expect(created.status).toBe(201);
    const id: number = (await created.json()).article.id;
    await gotoReady(writer.page, `${baseUrl}/admin/articles`);
    await writer.page.getByRole('link', { name: '「E2E 編集ロックの確認」を編集' }).first().click();
    await writer.page.waitForURL(`${baseUrl}/admin/articles/edit_article/${id}`);
    await writer.page.getByRole('button', { name: '下書き保存' }).waitFor();
    await editableBody(writer.page);

    const admin = await openSignedInPage('admin', MOBILE, { at: `/admin/articles/edit_article/${id}` });
    const banner = admin.page.getByTestId('lock-banner');
    await banner.waitFor();
    expect(await banner.textContent()).toContain('青木 ほのかさんが編集中です');
    expect(await admin.page.getByRole('textbox', { name: '本文' }).getAttribute('contenteditable')).toBe('false');
    await screenshot(admin.page, 'admin-editor-locked-mobile');

    // Taking over first says what it does to the writer; 「キャンセル」 leaves things as they were.
    await admin.page.getByRole('button', { name: '編集を引き継ぐ' }).click();
    const confirm = admin.page.getByRole('dialog', { name: '編集を引き継ぎますか？' });
    await confirm.getByText('青木 ほのかさんの画面は閲覧のみになります').waitFor();
    await screenshot(admin.page, 'admin-editor-take-over-confirm-mobile', false, true);
    await confirm.getByRole('button', { name: 'キャンセル' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect(await admin.page.getByRole('textbox', { name: '本文' }).getAttribute('contenteditable')).toBe('false');
    await admin.page.getByRole('button', { name: '編集を引き継ぐ' }).click();
    await confirm.getByRole('button', { name: '引き継ぐ', exact: true }).click();
    await admin.page.getByText('編集を引き継ぎました').waitFor();
    expect(await admin.page.getByRole('textbox', { name: '本文' }).getAttribute('contenteditable')).toBe('true');
    expect(await banner.count()).toBe(0);

    // The article table names who is editing now.
    await gotoReady(writer.page, `${baseUrl}/admin/articles`);
    await writer.page.getByTestId('lock-info').first().waitFor();
    const locks = (await writer.page.getByTestId('lock-info').allTextContents()).map((t) => t.trim());
    expect(locks).toContain('Salvia編集部さんが編集中');

    expectNoErrors(writer.errors);
    // The refused lock (423) is the browser's own network log line, not a script error.
    expectNoErrors(admin.errors.filter((e) => !e.includes('status of 423')));
  });

  it('finds articles by the reading of a word, and says plainly when nothing matches', async ({ openSignedInPage }) => {
    const reading = encodeURIComponent('じゅうそう');
    const desktop = await openSignedInPage('admin', DESKTOP, { at: `/admin/articles?keyword=${reading}` });
    await desktop.page
      .getByRole('link', { name: /^重曹・クエン酸・セスキ/ })
      .first()
      .waitFor();
    await screenshot(desktop.page, 'admin-articles-by-reading-desktop');

    const phone = await openSignedInPage('admin', MOBILE, {
      at: `/admin/articles?keyword=${encodeURIComponent('ありえないことばのならび')}`,
    });
    await phone.page.getByRole('status').getByText('該当する記事はありません').waitFor();
    expect(await phone.page.getByText(/0件中|0〜0件/).count()).toBe(0);
    await screenshot(phone.page, 'admin-articles-none-mobile');
    expectNoErrors(desktop.errors);
    expectNoErrors(phone.errors);
  });

  it('sends an invalid token to /signin with ログインしてください', async ({ openPage }) => {
    const { page } = await openPage(DESKTOP);
    await gotoReady(page, `${baseUrl}/signin`);
    await page.evaluate(() => {
      localStorage.setItem('token', 'not-a-valid-token');
      localStorage.setItem('writer', '{}');
    });
    await page.goto(`${baseUrl}/admin/articles`);
    // The admin page's own navigation may be superseded by the redirect: wait for where it ends,
    // not for one navigation to finish.
    await page.getByText('ログインしてください').waitFor();
    expect(new URL(page.url()).pathname).toBe('/signin');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  it('keeps unsaved drafts when the server ends a session mid-way', async ({ openSignedInPage }) => {
    const adminToken = await apiToken(baseUrl, 'admin');
    const email = `leaving-${Date.now()}@example.com`;
    const created = await fetch(`${baseUrl}/api/v1/writers/new`, {
      method: 'POST',
      headers: { Authorization: `JWT ${adminToken}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, name: '退職予定ライター', password: 'leaving-password', role: 'writer' }),
    });
    expect(created.status).toBe(201);
    const { writer } = (await created.json()) as { writer: { id: number } };

    const { page } = await openSignedInPage({ email, password: 'leaving-password' }, DESKTOP);
    await page.evaluate(() => localStorage.setItem('draft:new', JSON.stringify({ title: '書きかけの記事' })));

    // The account goes to the trash while the page is open: the next API call answers 401.
    const trashed = await fetch(`${baseUrl}/api/v1/writers/delete?id=${writer.id}`, {
      method: 'DELETE',
      headers: { Authorization: `JWT ${adminToken}` },
    });
    expect(trashed.status).toBe(200);
    await page.getByRole('navigation', { name: '管理メニュー' }).first().getByRole('link', { name: '記事' }).click();
    // The admin page's own navigation may be superseded by the redirect: wait for where it ends,
    // not for one navigation to finish.
    await page.getByText('ログインしてください').waitFor();
    expect(new URL(page.url()).pathname).toBe('/signin');
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('token'),
      writer: localStorage.getItem('writer'),
      draft: localStorage.getItem('draft:new'),
    }));
    expect(stored).toEqual({ token: null, writer: null, draft: JSON.stringify({ title: '書きかけの記事' }) });
  });
});

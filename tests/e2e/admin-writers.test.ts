// The admin's writer and media journeys in Chromium: creating a writer (after a refused duplicate
// email) who can then sign in, the admin-only refusal for writers, a writer's own profile and
// password change, and the media library's upload, copy, search and delete.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import { seriousAxeViolations } from './accessibility.ts';
import { createWriterAccount, menuLabels } from './admin-session.ts';
import { DESKTOP, expectNoErrors, it, MOBILE } from './browser.ts';
import { gotoReady, reloadReady } from './navigate.ts';
import { screenshot } from './screenshots.ts';

const baseUrl = inject('baseUrl');
const VIEWPORTS = [
  ['mobile', MOBILE],
  ['desktop', DESKTOP],
] as const;

/** A field by its whole label (a required one ends in " *"). */
function field(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label}( \\*)?$`));
}

describe('admin writers and media', () => {
  let tmp: string;
  beforeAll(() => {
    tmp = mkdtempSync(path.join(tmpdir(), 'salvia-e2e-media-'));
  });
  afterAll(() => {
    rmSync(tmp, { recursive: true, force: true });
  });

  it('lets an admin create a writer, after a duplicate email is refused on its field, who can then sign in', async ({
    openSignedInPage,
  }) => {
    const { page, errors } = await openSignedInPage('admin', DESKTOP, { at: '/admin/writers/new' });
    await page.getByRole('heading', { level: 1, name: 'ライター追加' }).waitFor();
    const name = `E2E 新人ライター ${Date.now()}`;
    const email = `e2e-new-${Date.now()}@example.com`;
    await field(page, '名前').fill(name);
    await page.getByLabel('メールアドレス').fill('admin@example.com');
    await field(page, 'パスワード').fill('new-writer-password');
    await page.getByLabel('パスワード（確認）').fill('new-writer-password');
    await page.getByLabel('プロフィール文').fill('収納と片づけの記事を書きます。');
    await page.getByRole('button', { name: 'ライターを追加' }).click();

    await page.getByText('このメールアドレスは既に登録されています').waitFor();
    await expect.poll(() => field(page, 'メールアドレス').getAttribute('aria-invalid')).toBe('true');
    expect(page.url()).toBe(`${baseUrl}/admin/writers/new`);
    await screenshot(page, 'admin-writer-new-error-desktop', true);

    await page.getByLabel('メールアドレス').fill(email);
    await page.getByRole('button', { name: 'ライターを追加' }).click();
    await page.waitForURL(/\/admin\/writers\/\d+$/);
    await page.getByText(`${name}さんを追加しました`).waitFor();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    await page.getByText('収納と片づけの記事を書きます。').waitFor();
    await screenshot(page, 'admin-writer-page-desktop');
    expectNoErrors(errors.filter((e) => !e.includes('status of 422')));

    const newcomer = await openSignedInPage({ email, password: 'new-writer-password' }, MOBILE);
    expect(await newcomer.page.getByTestId('current-writer').textContent()).toBe(name);
    expectNoErrors(newcomer.errors);
  });

  it('refuses a writer the new-writer page, hides the admin-only menu items, and the API refuses too', async ({
    openSignedInPage,
  }) => {
    const { page, errors } = await openSignedInPage('writer', MOBILE, { at: '/admin/writers/new' });
    await page.getByRole('alert').filter({ hasText: '管理者専用の画面です' }).waitFor();
    expect(await page.getByRole('button', { name: 'ライターを追加' }).count()).toBe(0);
    await page.getByRole('button', { name: 'メニューを開く' }).click();
    const menu = await menuLabels(page);
    expect(menu).toEqual(expect.arrayContaining(['ライター一覧', 'プロフィール']));
    expect(menu).not.toContain('ライター追加');
    expect(menu).not.toContain('メディア');
    await page.keyboard.press('Escape');
    await screenshot(page, 'admin-writer-new-refused-mobile');

    const token = await page.evaluate(() => localStorage.getItem('token'));
    const refused = await fetch(`${baseUrl}/api/v1/writers/new`, {
      method: 'POST',
      headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'sneaky@example.com', name: 'x', password: 'password123', role: 'admin' }),
    });
    expect(refused.status).toBe(403);

    // The list is for all staff, without the admin's actions.
    await gotoReady(page, `${baseUrl}/admin/writers/list`);
    await page.getByRole('link', { name: 'Salvia編集部' }).waitFor();
    expect(await page.getByRole('button', { name: /さんの操作$/ }).count()).toBe(0);
    expectNoErrors(errors);
  });

  it('lets a writer rename themselves on the profile page and shows the new name in the header', async ({
    openSignedInPage,
  }) => {
    const account = await createWriterAccount(baseUrl, 'E2E 名前変更前');
    const { page, errors } = await openSignedInPage(account, DESKTOP, { at: '/admin/writers/profile' });
    await page.getByRole('heading', { level: 1, name: 'プロフィール' }).waitFor();
    await field(page, '名前').fill('E2E 名前変更後');
    await page.getByRole('button', { name: 'プロフィールを保存' }).click();
    await page.getByText('プロフィールを保存しました').waitFor();
    await expect.poll(() => page.getByTestId('current-writer').textContent()).toBe('E2E 名前変更後');
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('writer'))) ?? '{}').name).toBe('E2E 名前変更後');
    // Still there after a reload: it was saved, not only shown.
    await reloadReady(page);
    expect(await page.getByTestId('current-writer').textContent()).toBe('E2E 名前変更後');
    expectNoErrors(errors);
  });

  it('shows a wrong current password on its field and keeps the old password', async ({ openSignedInPage }) => {
    const account = await createWriterAccount(baseUrl, 'E2E パスワード変更');
    const { page, errors } = await openSignedInPage(account, DESKTOP, { at: '/admin/writers/profile' });
    await page.getByLabel('現在のパスワード').fill('not-my-password');
    await field(page, '新しいパスワード').fill('brand-new-password');
    await page.getByLabel('新しいパスワード（確認）').fill('brand-new-password');
    await page.getByRole('button', { name: 'パスワードを変更' }).click();
    await page.getByText('現在のパスワードが正しくありません').waitFor();
    expect(await page.getByLabel('現在のパスワード').getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'admin-profile-password-error-desktop', true);

    const signIn2 = await fetch(`${baseUrl}/api/v1/auth/sign_in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    expect(signIn2.status).toBe(200);
    expectNoErrors(errors.filter((e) => !e.includes('status of 422')));
  });

  it("finds pictures by the media search's own example words", async ({ openSignedInPage }) => {
    const { page, errors } = await openSignedInPage('admin', MOBILE, { at: '/admin/writers/media-library' });
    const search = page.getByRole('textbox', { name: 'ファイル名・代替テキストで検索' });
    const examples = ((await search.getAttribute('placeholder')) ?? '').replace(/^例：/, '').split('、');
    expect(examples.length).toBeGreaterThan(0);
    for (const word of examples) {
      await gotoReady(page, `${baseUrl}/admin/writers/media-library?keyword=${encodeURIComponent(word)}`);
      await expect.poll(() => page.getByText(/「.+」の検索結果：\d+枚/).innerText()).not.toMatch(/：0枚/);
    }
    await screenshot(page, 'admin-media-example-search-mobile');
    expectNoErrors(errors);
  });

  it('lets the admin upload an image to the media library, copy its URL, find it and delete it', async ({
    openSignedInPage,
  }) => {
    const { page, errors } = await openSignedInPage('admin');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await gotoReady(page, `${baseUrl}/admin/writers/media-library`);
    await page.getByRole('heading', { level: 1, name: 'メディア' }).waitFor();

    const stamp = `e2e-library-${Date.now()}`;
    const file = path.join(tmp, `${stamp}.png`);
    await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c06080' } })
      .png()
      .toFile(file);
    await page.getByTestId('media-dropzone').locator('input[type=file]').setInputFiles(file);
    await page.getByText('1枚の画像をアップロードしました').waitFor();
    // The new picture is asked what it shows at once.
    const describe = page.getByRole('dialog', { name: 'アップロードした画像の説明' });
    await describe.getByRole('textbox', { name: `代替テキスト：${stamp}.png` }).fill('ピンクの長方形');
    await screenshot(page, 'admin-media-describe-upload-desktop', false, true);
    await describe.getByRole('button', { name: '保存' }).click();
    await page.getByText('1枚の代替テキストを保存しました').waitFor();
    const card = page.getByRole('listitem').filter({ hasText: stamp });
    await card.waitFor();
    await expect.poll(() => card.textContent()).toContain('640×480');
    await expect.poll(() => card.textContent()).toContain('ピンクの長方形');

    await card.getByRole('button', { name: /のURLをコピー$/ }).click();
    await page.getByText('画像のURLをコピーしました').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(new RegExp(`^${baseUrl}/media/.*${stamp}`));
    expect((await fetch(copied)).status).toBe(200);

    await page.getByLabel('ファイル名・代替テキストで検索').fill(stamp);
    await page.getByRole('button', { name: '検索', exact: true }).click();
    await page.waitForURL(/keyword=/);
    await page.getByText(`「${stamp}」の検索結果：1枚`).waitFor();
    expect(await page.getByRole('list', { name: '画像一覧' }).getByRole('listitem').count()).toBe(1);

    await card.getByRole('button', { name: /を削除$/ }).click();
    await page.getByRole('dialog', { name: '画像を削除しますか？' }).getByRole('button', { name: '削除する' }).click();
    await page.getByText('画像を削除しました').waitFor();
    await page.getByText('該当する画像はありません。').waitFor();
    expect((await fetch(copied)).status).toBe(404);
    expectNoErrors(errors);
  });

  it('refuses to delete an image that is still in use and says why', async ({ openSignedInPage }) => {
    const { page, errors } = await openSignedInPage('admin');
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const stamp = `e2e-in-use-${Date.now()}`;
    const png = await sharp({ create: { width: 320, height: 320, channels: 3, background: '#80a060' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `${stamp}.png`);
    const uploaded = await (
      await fetch(`${baseUrl}/api/v1/media`, { method: 'POST', headers: { authorization: `JWT ${token}` }, body: form })
    ).json();
    const account = await createWriterAccount(baseUrl, 'E2E 画像使用中');
    await fetch(`${baseUrl}/api/v1/writers/update?id=${account.id}`, {
      method: 'PATCH',
      headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ profile_img_url: uploaded.url }),
    });

    await gotoReady(page, `${baseUrl}/admin/writers/media-library?keyword=${stamp}`);
    const card = page.getByRole('listitem').filter({ hasText: stamp });
    await card.getByRole('button', { name: /を削除$/ }).click();
    await page.getByRole('dialog', { name: '画像を削除しますか？' }).getByRole('button', { name: '削除する' }).click();
    await page.getByText('この画像はプロフィール1件で使われているため削除できません').waitFor();
    expect(await card.count()).toBe(1);

    // Its details say where it is used, and take what it shows, which the library then finds.
    await card.getByRole('button', { name: /の詳細$/ }).click();
    const details = page.getByRole('dialog', { name: /^画像の詳細：/ });
    await details.getByText('プロフィール 1件').waitFor();
    await details.getByRole('textbox', { name: '代替テキスト' }).fill(`${stamp} 緑の正方形`);
    await details.getByRole('button', { name: '保存' }).click();
    await page.getByText('代替テキストを保存しました').waitFor();
    await screenshot(page, 'admin-media-details-desktop');
    await gotoReady(page, `${baseUrl}/admin/writers/media-library?keyword=${encodeURIComponent('緑の正方形')}`);
    await page.getByRole('listitem').filter({ hasText: stamp }).waitFor();
    expectNoErrors(errors.filter((e) => !e.includes('status of 422')));
  });

  for (const [name, viewport] of VIEWPORTS) {
    // Only looking: both widths at once.
    it.concurrent(`shows every writer and media screen without overflow or serious axe violations (${name})`, async ({
      openSignedInPage,
    }) => {
      const { page, errors } = await openSignedInPage('admin', viewport);
      const screens = [
        ['writers-list', '/admin/writers/list', 'ライター一覧'],
        ['writer-new', '/admin/writers/new', 'ライター追加'],
        ['writer-edit', '/admin/writers/edit?id=2', /さんを編集$/],
        ['writer-page', '/admin/writers/2', null],
        ['profile', '/admin/writers/profile', 'プロフィール'],
        ['media-library', '/admin/writers/media-library', 'メディア'],
      ] as const;
      const found: string[] = [];
      for (const [shot, url, heading] of screens) {
        await gotoReady(page, `${baseUrl}${url}`);
        await page.getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) }).waitFor();
        // Nothing wider than the window.
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await screenshot(page, `admin-${shot}-${name}`, true);
        found.push(...(await seriousAxeViolations(page, 'main')));
      }
      expect(found).toEqual([]);
      expectNoErrors(errors);
    });
  }
});

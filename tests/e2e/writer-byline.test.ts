// よみ・肩書き・SNS in Chromium: a writer fills them on the profile, an http link is refused in
// Japanese, and the public writer page shows what was saved.
import { describe, expect, inject } from 'vitest';
import { createWriterAccount } from './admin-session.ts';
import { DESKTOP, expectNoErrors, it, MOBILE } from './browser.ts';
import { gotoReady } from './navigate.ts';
import { screenshot } from './screenshots.ts';

const baseUrl = inject('baseUrl');

describe('a writer’s reading, title and links', () => {
  it('are set on the profile and shown on the writer’s page', async ({ openSignedInPage, openPage }) => {
    const account = await createWriterAccount(baseUrl, '森本 さやか');
    const { page, errors } = await openSignedInPage(account, DESKTOP, { at: '/admin/writers/profile' });
    await page.getByRole('heading', { level: 2, name: 'プロフィール', exact: true }).waitFor();
    await page.getByLabel('よみ').fill('もりもと さやか');
    await page.getByLabel('肩書き').fill('整理収納アドバイザー');
    await page.getByLabel('X', { exact: true }).fill('http://x.com/morimoto');
    await page.getByLabel('Instagram').fill('https://www.instagram.com/morimoto.sayaka');
    await page.getByRole('button', { name: 'プロフィールを保存' }).click();
    await page.getByText('XのURLは https:// から始まるアドレスで入力してください').waitFor();
    await page.getByLabel('X', { exact: true }).scrollIntoViewIfNeeded();
    await screenshot(page, 'writer-byline-form-error-desktop');
    await page.getByLabel('X', { exact: true }).fill('https://x.com/morimoto');
    await page.getByRole('button', { name: 'プロフィールを保存' }).click();
    await page.getByText('プロフィールを保存しました').waitFor();
    // The refused save is the browser's own network line when the server refuses; here the form did.
    expectNoErrors(errors.filter((e) => !e.includes('status of 422')));

    const phone = await openSignedInPage(account, MOBILE, { at: '/admin/writers/profile' });
    await expect
      .poll(() => phone.page.getByLabel('肩書き').inputValue(), { timeout: 30_000 })
      .toBe('整理収納アドバイザー');
    await phone.page.getByLabel('よみ').scrollIntoViewIfNeeded();
    await screenshot(phone.page, 'writer-byline-form-mobile');

    for (const [name, viewport] of [
      ['desktop', DESKTOP],
      ['mobile', MOBILE],
    ] as const) {
      const reader = await openPage(viewport);
      await gotoReady(reader.page, `${baseUrl}/writers/${account.id}`);
      await reader.page.getByRole('heading', { level: 1, name: '森本 さやか' }).waitFor();
      await reader.page.getByText('もりもと さやか').waitFor();
      await reader.page.getByText('整理収納アドバイザー').waitFor();
      const links = reader.page.getByRole('list', { name: '森本 さやかさんのSNS・Webサイト' });
      expect(await links.getByRole('link').allInnerTexts()).toEqual(['X', 'Instagram']);
      expect(await links.getByRole('link', { name: 'X' }).getAttribute('href')).toBe('https://x.com/morimoto');
      await screenshot(reader.page, `writer-byline-page-${name}`);
      expectNoErrors(reader.errors);
    }
  });
});

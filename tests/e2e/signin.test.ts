// Signing in through the page, as an editor would.
import { describe, expect, inject } from 'vitest';
import { DESKTOP, expectNoErrors, it, MOBILE } from './browser.ts';
import { gotoReady } from './navigate.ts';
import { screenshot } from './screenshots.ts';

const baseUrl = inject('baseUrl');

describe('sign-in page', () => {
  for (const [name, viewport] of [
    ['mobile', MOBILE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`signs the demo admin in and stores the session (${name})`, async ({ openPage }) => {
      const { page, errors } = await openPage(viewport);
      await gotoReady(page, `${baseUrl}/signin`);
      await page.getByLabel('メールアドレス').fill('admin@example.com');
      await page.getByLabel('パスワード').fill('admin-password');
      await screenshot(page, `signin-${name}`);
      await page.getByRole('button', { name: 'ログイン' }).click();
      await page.waitForFunction(() => localStorage.getItem('token') !== null);
      const writer = await page.evaluate(() => JSON.parse(localStorage.getItem('writer') ?? 'null'));
      expect(writer).toMatchObject({ email: 'admin@example.com', role: 'admin' });
      expectNoErrors(errors);
    });
  }

  it('shows a Japanese message for a wrong password and keeps what was typed', async ({ openPage }) => {
    const { page } = await openPage();
    await gotoReady(page, `${baseUrl}/signin`);
    await page.getByLabel('メールアドレス').fill('admin@example.com');
    await page.getByLabel('パスワード').fill('wrong-password');
    await page.getByRole('button', { name: 'ログイン' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toContain(
      'メールアドレスまたはパスワードが正しくありません',
    );
    await expect(page.getByLabel('メールアドレス').inputValue()).resolves.toBe('admin@example.com');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  it('validates the form in the browser before calling the API', async ({ openPage }) => {
    const { page } = await openPage();
    await gotoReady(page, `${baseUrl}/signin`);
    await page.getByLabel('メールアドレス').fill('not-an-email');
    await page.getByRole('button', { name: 'ログイン' }).click();
    await expect(page.getByText('メールアドレスの形式が正しくありません').isVisible()).resolves.toBe(true);
  });
});

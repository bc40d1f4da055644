// The whole password reset by mail, through the outbox the server writes when no SMTP is set.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject } from 'vitest';
import { createWriterAccount } from './admin-session.ts';
import { expectNoErrors, it, MOBILE } from './browser.ts';
import { gotoReady } from './navigate.ts';
import { screenshot } from './screenshots.ts';

const baseUrl = inject('baseUrl');
const outbox = path.join(inject('dataDir'), 'outbox');
const RESET_LINK = /https?:\/\/\S+\/reset_password\/reset\?token=\S+/;

/** The text of the newest mail in the outbox, or '' before the first one. */
function newestMailText(): string {
  const files = existsSync(outbox)
    ? readdirSync(outbox)
        .filter((f) => f.endsWith('.eml'))
        .sort()
    : [];
  const newest = files.at(-1);
  if (!newest) return '';
  const raw = readFileSync(path.join(outbox, newest), 'utf8');
  const split = raw.search(/\r?\n\r?\n/);
  const body = raw.slice(split).trim();
  return /content-transfer-encoding:\s*base64/i.test(raw.slice(0, split))
    ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    : body;
}

describe('password reset', () => {
  it('mails a link from the sign-in page, and the link sets a new password', async ({ openPage }) => {
    // A writer of this test's own: the demo writer's password stays as the other journeys know it.
    const { email } = await createWriterAccount(baseUrl, 'E2E パスワード再設定');
    const { page, errors } = await openPage(MOBILE);
    // The forms need the page's script: wait until it has loaded before using them.
    await gotoReady(page, `${baseUrl}/signin`);
    await page.getByRole('link', { name: 'パスワードをお忘れの方' }).click();
    await page.getByRole('heading', { level: 1, name: 'パスワードの再設定' }).waitFor();
    await page.getByLabel('メールアドレス').fill(email);
    await page.getByRole('button', { name: '再設定メールを送る' }).click();
    expect(await page.getByRole('status').textContent()).toContain('パスワード再設定のご案内を送りました');
    await screenshot(page, 'reset-requested-mobile');

    // The mail goes out just after the answer: wait until it is in the outbox.
    await expect.poll(newestMailText, { message: 'a reset mail in the outbox' }).toMatch(RESET_LINK);
    const link = newestMailText().match(RESET_LINK)?.[0] ?? '';
    await gotoReady(page, link);
    await page.getByRole('heading', { level: 1, name: '新しいパスワードの設定' }).waitFor();
    expect(await page.getByLabel('メールアドレス').inputValue()).toBe(email);
    await page.getByLabel('新しいパスワード（8文字以上）').fill('writer-new-password');
    await page.getByRole('button', { name: 'パスワードを設定する' }).click();
    expect(await page.getByRole('status').textContent()).toContain('パスワードを再設定しました');
    await screenshot(page, 'reset-done-mobile');
    expectNoErrors(errors);

    const signIn = await fetch(`${baseUrl}/api/v1/auth/sign_in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'writer-new-password' }),
    });
    expect(signIn.status).toBe(200);
  });
});

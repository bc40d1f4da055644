// Signing in to the admin as one of the demo accounts, and calling the API with that session.
import type { Page } from 'playwright-core';

export type Who = 'admin' | 'writer';

export async function signIn(page: Page, baseUrl: string, who: Who) {
  await page.goto(`${baseUrl}/signin`, { waitUntil: 'networkidle' });
  await page.getByLabel('メールアドレス').fill(`${who}@example.com`);
  await page.getByLabel('パスワード').fill(`${who}-password`);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await page.getByRole('heading', { level: 1, name: 'ダッシュボード' }).waitFor();
}

/** fetch() against /api/v1 with the page's token; answers the status and the parsed body. */
export async function apiAs(page: Page, baseUrl: string, method: string, path: string, body?: unknown) {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const response = await fetch(`${baseUrl}/api/v1/${path}`, {
    method,
    headers: {
      authorization: `JWT ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  // biome-ignore lint/suspicious/noExplicitAny: test code reads whatever the API answered
  return { status: response.status, body: (text ? JSON.parse(text) : null) as any };
}

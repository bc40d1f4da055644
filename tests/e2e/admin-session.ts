// Signing in to the admin (a demo account or any other), and calling the API with that session.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { gotoReady } from './navigate.ts';

type Who = 'admin' | 'writer';
export type Account = Who | { email: string; password: string };

function credentials(account: Account) {
  return typeof account === 'string' ? { email: `${account}@example.com`, password: `${account}-password` } : account;
}

export async function signIn(page: Page, baseUrl: string, account: Account) {
  const { email, password } = credentials(account);
  await gotoReady(page, `${baseUrl}/signin`);
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('パスワード').fill(password);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await page.getByRole('heading', { level: 1, name: 'ダッシュボード' }).waitFor();
}

/** A token for calls made by the test itself, outside any page. */
export async function apiToken(baseUrl: string, account: Account): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/auth/sign_in`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(credentials(account)),
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** A writer account of the calling test's own, so shared demo accounts stay as they are. */
export async function createWriterAccount(
  baseUrl: string,
  name: string,
): Promise<{ email: string; password: string; id: number }> {
  const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'e2e-writer-password';
  const response = await fetch(`${baseUrl}/api/v1/writers/new`, {
    method: 'POST',
    headers: { authorization: `JWT ${await apiToken(baseUrl, 'admin')}`, 'content-type': 'application/json' },
    body: JSON.stringify({ email, name, password, role: 'writer' }),
  });
  expect(response.status).toBe(201);
  return { email, password, id: (await response.json()).writer.id };
}

/** The labels of the admin menu as the signed-in writer sees it. */
export async function menuLabels(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: '管理メニュー' }).first();
  return (await nav.getByRole('link').allInnerTexts()).map((t) => t.trim()).filter(Boolean);
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

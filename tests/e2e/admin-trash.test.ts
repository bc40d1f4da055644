// A trash that holds more than one page: every trashed article can be reached, page by page.
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import { apiToken } from './admin-session.ts';
import { DESKTOP, expectNoErrors, it } from './browser.ts';

const baseUrl = inject('baseUrl');
const COUNT = 51; // one more than a page

describe('a full trash', () => {
  let token: string;
  const ids: number[] = [];
  const call = (method: string, path: string, body?: unknown) =>
    fetch(`${baseUrl}/api/v1/${path}`, {
      method,
      headers: {
        Authorization: `JWT ${token}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  beforeAll(async () => {
    token = await apiToken(baseUrl, 'admin');
    for (let i = 1; i <= COUNT; i++) {
      const created = await call('POST', 'articles/new', { title: `E2E ゴミ箱のページ送り ${i}`, status: 'draft' });
      const { article } = (await created.json()) as { article: { id: number } };
      ids.push(article.id);
      expect((await call('DELETE', `articles/delete?id=${article.id}`)).status).toBe(200);
    }
  });
  afterAll(async () => {
    // Gone for good (the restored one goes through the trash first), so other journeys find the
    // trash as they left it.
    for (const id of [ids[0], ...ids]) await call('DELETE', `articles/delete?id=${id}`);
  });

  it('pages through trashed articles and restores one from the second page', async ({ openSignedInPage }) => {
    const { page, errors } = await openSignedInPage('admin', DESKTOP, { at: '/admin/trash_can' });
    const list = page.getByRole('list', { name: 'ゴミ箱の記事' });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(50);

    await page.getByRole('button', { name: '2', exact: true }).click();
    // The oldest trashed article is on the second page.
    const restore = page.getByRole('button', { name: '「E2E ゴミ箱のページ送り 1」を元に戻す' });
    await restore.click();
    await page.getByText('記事「E2E ゴミ箱のページ送り 1」を元に戻しました').waitFor();
    expect((await call('GET', `articles/view?id=${ids[0]}`)).status).toBe(200);
    await expect.poll(() => restore.count()).toBe(0);
    expectNoErrors(errors);
  });
});

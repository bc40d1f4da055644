// 予約更新 as a newsroom runs it: a writer rewrites a live article as an update planned for tomorrow
// morning while readers keep the live one, submits it; the calendar shows it apart from the articles;
// the editor approves it to go out at once, and the page shows the new text with today's 更新日.
import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { formatDate, formatDay, jstDaysAgo } from '../../contract/time.ts';
import { apiToken } from './admin-session.ts';
import { editableBody } from './body-editor.ts';
import { DESKTOP, expectNoErrors, it, MOBILE } from './browser.ts';
import { gotoReady } from './navigate.ts';
import { screenshot } from './screenshots.ts';

const baseUrl = inject('baseUrl');

type Who = 'admin' | 'writer';
const tokens = new Map<Who, Promise<string>>();

async function call(account: Who, method: string, path: string, body?: object) {
  if (!tokens.has(account)) tokens.set(account, apiToken(baseUrl, account));
  const res = await fetch(`${baseUrl}/api/v1/${path}`, {
    method,
    headers: { authorization: `JWT ${await tokens.get(account)}`, 'content-type': 'application/json' },
    ...(body && { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: await res.json() };
}

/** A writer's article, out since three days (so a 更新日 today shows on its page). */
async function writersLiveArticle(title: string): Promise<number> {
  const selection = (await (await fetch(`${baseUrl}/api/v1/categories/selection`)).json()) as {
    categories: { children: { id: number }[] }[];
  };
  const created = await call('writer', 'POST', 'articles/new', {
    title,
    lead: '冷蔵庫の中を、週に一度見直すだけ。',
    body_html: '<p>冷蔵庫の整理は、週末に五分だけ。</p>',
    category_id: selection.categories[0]?.children[0]?.id,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.article.id as number;
  const published = await call('admin', 'PATCH', 'articles/update', {
    id,
    status: 'published',
    published_at: new Date(Date.now() - 3 * 86_400_000).toISOString(),
  });
  expect(published.status, JSON.stringify(published.body)).toBe(200);
  return id;
}

async function publicPage(id: number) {
  return (await (await fetch(`${baseUrl}/articles/${id}`)).text()).replaceAll('<!-- -->', '');
}

/** Leaves the editor and waits until its edit lock is let go, so the other person may act. */
async function leaveEditor(page: Page, id: number) {
  await gotoReady(page, `${baseUrl}/admin`);
  await expect
    .poll(async () => (await call('admin', 'GET', `articles/view?id=${id}`)).body.article.locked_by)
    .toBeNull();
}

async function pickTomorrow(page: Page) {
  await page.getByRole('button', { name: '公開日（日本時間）' }).click();
  const day = page.getByRole('button', { name: formatDay(jstDaysAgo(-1)), exact: true });
  if ((await day.count()) === 0) await page.getByRole('button', { name: '次の月' }).click();
  await day.click();
  await page.getByRole('textbox', { name: '公開時刻' }).click();
  await page.keyboard.type('0930');
  await page.getByRole('textbox', { name: 'タイトル', exact: true }).click();
}

describe('scheduled updates of live articles', () => {
  it('takes an update of a live article from the writer through the calendar to the page', async ({
    openSignedInPage,
  }) => {
    const stamp = Date.now();
    const title = `E2E 予約更新 冷蔵庫の整理 ${stamp}`;
    const newTitle = `E2E 予約更新 冷蔵庫の整理【保存版】 ${stamp}`;
    const id = await writersLiveArticle(title);
    const editorPath = `/admin/articles/edit_article/${id}`;

    // The writer starts an update from the live article's editor and rewrites it.
    const writer = await openSignedInPage('writer', DESKTOP, { at: editorPath });
    const card = writer.page.getByTestId('scheduled-update-card');
    await card.getByRole('button', { name: '更新を予約（更新版を作る）' }).click();
    await writer.page.getByRole('heading', { level: 1, name: '更新版を編集' }).waitFor();
    await writer.page.getByText('公開中の記事の更新版です').waitFor();
    await writer.page.getByRole('textbox', { name: 'タイトル', exact: true }).fill(newTitle);
    const body = await editableBody(writer.page);
    await body.getByText('冷蔵庫の整理は、週末に五分だけ。').click();
    await writer.page.keyboard.press('End');
    await writer.page.keyboard.press('Enter');
    await writer.page.keyboard.type('野菜室は立てて入れると、使い忘れが減ります。');
    await pickTomorrow(writer.page);
    await writer.page.getByRole('checkbox', { name: '更新日を表示する（内容の大きな更新）' }).check();
    await writer.page.getByRole('button', { name: '更新版を保存' }).click();
    await writer.page.getByText('更新版を保存しました').waitFor();
    await screenshot(writer.page, 'scheduled-update-editor-1280');

    // Readers still get the live article.
    const before = await publicPage(id);
    expect(before).toContain(title);
    expect(before).not.toContain('野菜室は立てて入れると');

    await writer.page.getByLabel('校正のコメント').fill('保存版として書き足しました');
    await writer.page.getByRole('button', { name: '校正に出す' }).click();
    await writer.page.getByText('更新版を校正に出しました').waitFor();
    await writer.page.getByTestId('update-panel').getByText('校正待ち').waitFor();
    await leaveEditor(writer.page, id);

    // On a phone: the live article's editor names the waiting update, whose editor it opens.
    const phone = await openSignedInPage('writer', MOBILE, { at: editorPath });
    const phoneCard = phone.page.getByTestId('scheduled-update-card');
    await phoneCard.getByText('校正待ち').waitFor();
    await phoneCard.getByText('変更：タイトル・本文').waitFor();
    await phoneCard.scrollIntoViewIfNeeded();
    await screenshot(phone.page, 'scheduled-update-article-editor-card-390');
    await phoneCard.getByRole('link', { name: '更新版を編集' }).click();
    await phone.page.getByText('公開中の記事の更新版です').waitFor();
    const phonePanel = phone.page.getByTestId('update-panel');
    await phonePanel.getByText('公開中の記事からの変更：タイトル・本文').waitFor();
    await screenshot(phone.page, 'scheduled-update-editor-390');
    await phonePanel.scrollIntoViewIfNeeded();
    await screenshot(phone.page, 'scheduled-update-editor-panel-390');
    await leaveEditor(phone.page, id);

    // The calendar shows the update at its planned time, apart from the articles.
    const tomorrow = jstDaysAgo(-1);
    const admin = await openSignedInPage('admin', DESKTOP, { at: `/admin/calendar?view=week&date=${tomorrow}` });
    const entry = admin.page.getByTestId(`calendar-update-${id}`);
    await entry.getByText('更新・校正待ち').waitFor();
    await entry.getByText('09:30').waitFor();
    await screenshot(admin.page, 'scheduled-update-calendar-1280');
    const adminPhone = await openSignedInPage('admin', MOBILE, { at: `/admin/calendar?date=${tomorrow}` });
    await adminPhone.page.getByTestId(`calendar-update-${id}`).scrollIntoViewIfNeeded();
    await screenshot(adminPhone.page, 'scheduled-update-calendar-390');

    // The editor opens it from the calendar and approves it to go out now.
    await entry.getByRole('link').click();
    await admin.page.getByRole('heading', { level: 1, name: '更新版を編集' }).waitFor();
    await admin.page.getByRole('button', { name: '公開日時を消す' }).click();
    await admin.page.getByRole('button', { name: '承認して今すぐ公開' }).click();
    await admin.page.getByText('更新版を公開しました。公開中の記事が入れ替わりました').waitFor();
    await admin.page.getByRole('heading', { level: 1, name: '記事を編集' }).waitFor();
    await admin.page
      .getByTestId('scheduled-update-card')
      .getByRole('button', { name: '更新を予約（更新版を作る）' })
      .waitFor();

    // The page shows the new text and today's 更新日.
    const after = await publicPage(id);
    expect(after).toContain(newTitle);
    expect(after).toContain('野菜室は立てて入れると、使い忘れが減ります。');
    expect(after).toContain('更新日');
    expect(after).toContain(formatDate(new Date().toISOString()));
    const reader = await admin.page.context().newPage();
    await gotoReady(reader, `${baseUrl}/articles/${id}`);
    await screenshot(reader, 'scheduled-update-live-1280');
    await gotoReady(adminPhone.page, `${baseUrl}/articles/${id}`);
    await screenshot(adminPhone.page, 'scheduled-update-live-390', true);

    expectNoErrors(writer.errors);
    expectNoErrors(phone.errors);
    expectNoErrors(admin.errors);
    expectNoErrors(adminPhone.errors);
  });
});

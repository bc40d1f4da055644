// 校正 as a newsroom runs it: the writer submits, the editor returns it with a comment, the writer
// fixes it and submits again, the editor approves it — scheduled at the writer's planned time on a
// desktop, out at once on a phone.
import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { jstDaysAgo, jstWallToIso } from '../../contract/time.ts';
import { apiToken } from './admin-session.ts';
import { DESKTOP, expectNoErrors, it, MOBILE } from './browser.ts';
import { gotoReady } from './navigate.ts';
import { screenshot } from './screenshots.ts';

const baseUrl = inject('baseUrl');

type Who = 'admin' | 'writer';
/** One API sign-in per account for the file: each costs the server a password hash, and polls call often. */
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

/** The writer's draft, with a category and (on a desktop) a planned time the approval keeps. */
async function writersDraft(title: string, plannedAt: string | null): Promise<number> {
  const selection = (await (await fetch(`${baseUrl}/api/v1/categories/selection`)).json()) as {
    categories: { children: { id: number }[] }[];
  };
  const created = await call('writer', 'POST', 'articles/new', {
    title,
    lead: '使い終わったゴム手袋の、意外な使いみち。',
    body_html: '<p>ゴム手袋は輪切りにすると輪ゴムになります。</p><p>とても便利です。</p>',
    category_id: selection.categories[0]?.children[0]?.id,
    published_at: plannedAt,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.article.id;
}

/** Leaves the editor and waits until its edit lock is let go, so the other person may act. */
async function leaveEditor(page: Page, id: number) {
  await gotoReady(page, `${baseUrl}/admin`);
  await expect
    .poll(async () => (await call('admin', 'GET', `articles/view?id=${id}`)).body.article.locked_by)
    .toBeNull();
}

function tomorrowAtNineThirtyJst(): string {
  return new Date(jstWallToIso(`${jstDaysAgo(-1)} 09:30`)).toISOString();
}

describe('review before publishing', () => {
  it("lets the admin act on a submission while the writer's editor is still open", async ({ openSignedInPage }) => {
    const title = `E2E 校正 開いたまま ${Date.now()}`;
    const id = await writersDraft(title, null);
    const editorPath = `/admin/articles/edit_article/${id}`;
    const writer = await openSignedInPage('writer', DESKTOP, { at: editorPath });
    await writer.page.getByRole('button', { name: '校正に出す' }).click();
    await writer.page.getByText('校正に出しました。管理者にお知らせしました').waitFor();
    const resting = writer.page.getByTestId('lock-banner');
    await resting.getByText('この画面は閲覧のみにしています').waitFor();
    await screenshot(writer.page, 'review-submitted-resting-desktop');

    // The writer's tab stays open: the admin still gets the article, with 差し戻す and 承認.
    const admin = await openSignedInPage('admin', MOBILE, { at: editorPath });
    await admin.page.getByRole('button', { name: '差し戻す' }).waitFor();
    await admin.page.getByRole('button', { name: '承認して公開' }).waitFor();
    expect(await admin.page.getByTestId('lock-banner').count()).toBe(0);
    await screenshot(admin.page, 'review-admin-while-writer-open-mobile');

    // The writer's 書き直す asks for the lock back, which the admin now holds.
    await resting.getByRole('button', { name: '書き直す' }).click();
    await writer.page.getByText('Salvia編集部さんが編集中です').waitFor();
    expectNoErrors(writer.errors.filter((e) => !e.includes('status of 423')));
    expectNoErrors(admin.errors);
  });

  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const) {
    it(`takes an article from the writer through a return to approval (${name})`, async ({ openSignedInPage }) => {
      const plannedAt = name === 'desktop' ? tomorrowAtNineThirtyJst() : null;
      const title = `E2E 校正 ゴム手袋の使いみち ${name} ${Date.now()}`;
      const id = await writersDraft(title, plannedAt);
      const editorPath = `/admin/articles/edit_article/${id}`;

      // The writer may not publish: the editor offers the review instead.
      const writer = await openSignedInPage('writer', viewport, { at: editorPath });
      const review = writer.page.getByRole('button', { name: '校正に出す' });
      await review.waitFor();
      expect(await writer.page.getByRole('button', { name: /^(公開する|予約する)$/ }).count()).toBe(0);
      await writer.page.getByLabel('校正担当へのメモ（任意）').fill('見出しの言い回しを見てください');
      await review.click();
      await writer.page.getByText('校正に出しました。管理者にお知らせしました').waitFor();
      await writer.page.getByText('管理者の確認を待っています').waitFor();
      await writer.page.getByRole('heading', { name: '校正', exact: true }).scrollIntoViewIfNeeded();
      await screenshot(writer.page, `review-submitted-${name}`);
      await leaveEditor(writer.page, id);

      // The editor finds it on the dashboard and returns it with a comment on a passage.
      const admin = await openSignedInPage('admin', viewport);
      const waiting = admin.page.getByRole('region', { name: 'あなたの校正待ち' });
      await waiting.getByRole('link', { name: title }).waitFor();
      await screenshot(admin.page, `review-dashboard-admin-${name}`);
      await waiting.getByRole('link', { name: title }).click();
      await admin.page.getByRole('button', { name: '差し戻す' }).waitFor();
      await admin.page.getByText('見出しの言い回しを見てください').waitFor();
      await admin.page.getByRole('textbox', { name: '本文' }).getByText('とても便利です。').selectText();
      await admin.page.getByRole('button', { name: '選んだ文章を引用' }).click();
      await admin.page.getByLabel('コメントを書く').fill('何が便利か、具体的に書きましょう');
      await admin.page.getByRole('button', { name: 'コメントする' }).click();
      const thread = admin.page.getByRole('list', { name: 'コメント' });
      await thread.getByText('何が便利か、具体的に書きましょう').waitFor();
      await admin.page.getByLabel('ライターへのコメント').fill('二段落目を書き足してください');
      await admin.page.getByRole('button', { name: '差し戻す' }).click();
      await admin.page.getByText('ライターに差し戻しました').waitFor();
      await thread.scrollIntoViewIfNeeded();
      await screenshot(admin.page, `review-returned-${name}`);
      await leaveEditor(admin.page, id);

      // Back to its writer: on the dashboard, with the comments; fixed and submitted again.
      await gotoReady(writer.page, `${baseUrl}/admin`);
      const returned = writer.page.getByRole('region', { name: '差し戻された記事' });
      await returned.getByRole('link', { name: title }).click();
      const writersThread = writer.page.getByRole('list', { name: 'コメント' });
      await writersThread.getByText('二段落目を書き足してください').waitFor();
      await writersThread.getByText('とても便利です。').click();
      await expect.poll(() => writer.page.evaluate(() => window.getSelection()?.toString())).toBe('とても便利です。');
      await writer.page.keyboard.press('End');
      await writer.page.keyboard.type('台所のびんのふたも、これで開けやすくなります。');
      await writer.page.getByRole('button', { name: '校正に出す' }).click();
      await writer.page.getByText('校正に出しました。管理者にお知らせしました').waitFor();
      await leaveEditor(writer.page, id);

      // Approved: at the planned time on the desktop, now on the phone.
      await gotoReady(admin.page, `${baseUrl}${editorPath}`);
      const approve = admin.page.getByRole('button', { name: plannedAt ? '承認して予約' : '承認して公開' });
      await approve.click();
      await admin.page.getByText(plannedAt ? '承認して予約しました' : '承認して公開しました').waitFor();
      await admin.page.getByRole('heading', { name: '校正', exact: true }).scrollIntoViewIfNeeded();
      await screenshot(admin.page, `review-approved-${name}`);

      const stored = (await call('admin', 'GET', `articles/view?id=${id}`)).body.article;
      expect(stored).toMatchObject({ status: 'published', review_state: 'approved' });
      expect(stored.body_html).toContain('びんのふたも');
      const publicPage = await fetch(`${baseUrl}/articles/${id}`);
      if (plannedAt) {
        expect(new Date(stored.published_at).toISOString()).toBe(plannedAt);
        expect(publicPage.status).toBe(404);
      } else {
        expect(publicPage.status).toBe(200);
      }
      const notes = (await call('writer', 'GET', `articles/${id}/comments`)).body.comments as { action: string }[];
      expect(notes.map((c) => c.action)).toEqual(['submit', 'comment', 'return', 'submit', 'approve']);
      expectNoErrors(writer.errors);
      expectNoErrors(admin.errors);
    });
  }

  it('tells the writer that a change to an approved, scheduled article sends it back to the review', async ({
    openSignedInPage,
  }) => {
    const plannedAt = tomorrowAtNineThirtyJst();
    const title = `E2E 承認後の書き換え ${Date.now()}`;
    const id = await writersDraft(title, plannedAt);
    const submitted = await call('writer', 'POST', `articles/${id}/review`, { action: 'submit' });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const approved = await call('admin', 'POST', `articles/${id}/review`, { action: 'approve' });
    expect(approved.body.article).toMatchObject({ status: 'published', review_state: 'approved' });

    const writer = await openSignedInPage('writer', DESKTOP, { at: `/admin/articles/edit_article/${id}` });
    await writer.page.getByRole('textbox', { name: 'タイトル', exact: true }).fill(`${title}（直し）`);
    await writer.page.getByRole('button', { name: '予約を更新' }).click();
    // Said at once, and kept in the review's conversation for the editor.
    const notice = '承認後に内容が変わったため、校正待ちに戻しました。予約した公開には改めて管理者の承認が必要です';
    await writer.page.getByRole('alert').filter({ hasText: '校正待ちに戻りました' }).getByText(notice).waitFor();
    await writer.page.getByRole('list', { name: 'コメント' }).getByText(notice).waitFor();
    await screenshot(writer.page, 'review-back-after-change-desktop');

    const stored = (await call('admin', 'GET', `articles/view?id=${id}`)).body.article;
    expect(stored).toMatchObject({ status: 'draft', review_state: 'pending', title: `${title}（直し）` });
    expect(new Date(stored.published_at).toISOString()).toBe(plannedAt);
    expectNoErrors(writer.errors);
  });
});

// 監修者 and 訂正 in Chromium: an admin registers a reviewer (refused first on a missing 肩書き), a writer
// names them on a health article in the editor, and the published page shows 監修 by the byline, the
// box at the end and the JSON-LD; an editor then adds a 訂正 and marks a meaningful update, and the page
// shows both. Writers have no 監修者 screen.
import type { Page } from 'playwright-core';
import { describe, expect, inject } from 'vitest';
import { apiToken, createWriterAccount, menuLabels } from './admin-session.ts';
import { DESKTOP, expectNoErrors, it, MOBILE } from './browser.ts';
import { gotoReady } from './navigate.ts';
import { screenshot } from './screenshots.ts';

const baseUrl = inject('baseUrl');
const besides422 = (errors: string[]) => errors.filter((e) => !e.includes('status of 422'));

async function notice(page: Page, text: string) {
  await page.locator('.mantine-Notification-root').filter({ hasText: text }).first().waitFor();
}

async function call(token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${baseUrl}/api/v1/${path}`, {
    method,
    headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}

/** The id of the subtopic からだ under 美容・健康. */
async function bodyTopicId(): Promise<number> {
  const selection = await (await fetch(`${baseUrl}/api/v1/categories/selection`)).json();
  const main = selection.categories.find((c: { slug: string }) => c.slug === 'beauty_health');
  return main.children.find((c: { slug: string }) => c.slug === 'body').id;
}

describe('reviewers and corrections', () => {
  it('lets an admin register a reviewer, a writer name them, and the page show 監修, the box and a 訂正', async ({
    openSignedInPage,
  }) => {
    const stamp = Date.now().toString(36);
    const name = `榊原 医${stamp}`;

    // The admin registers a reviewer from the menu's 監修者 screen.
    const { page: admin, errors: adminErrors } = await openSignedInPage('admin', DESKTOP);
    expect(await menuLabels(admin)).toContain('監修者');
    await admin.getByRole('navigation', { name: '管理メニュー' }).getByRole('link', { name: '監修者' }).click();
    await admin.getByRole('heading', { level: 1, name: '監修者' }).waitFor();
    await admin.getByRole('button', { name: '監修者を登録' }).click();
    const form = admin.getByRole('dialog', { name: '監修者を登録' });
    await form.getByRole('textbox', { name: '名前' }).fill(name);
    await form.getByRole('textbox', { name: 'よみ' }).fill('さかきばら いちろう');
    await form.getByRole('button', { name: '登録', exact: true }).click();
    await form.getByText('肩書きを入力してください（例：医師、管理栄養士）').waitFor();
    await form.getByRole('textbox', { name: '肩書き' }).fill('医師');
    await form.getByRole('textbox', { name: '所属' }).fill('さかきばら内科 院長');
    await form.getByRole('textbox', { name: 'プロフィール' }).fill('内科医として20年、生活習慣病の診療にあたる。');
    await form.getByRole('button', { name: 'リンクを追加' }).click();
    await form.getByRole('textbox', { name: 'リンク1の名前' }).fill('クリニックのサイト');
    await form.getByRole('textbox', { name: 'リンク1のURL' }).fill('https://naika.example.jp/');
    await screenshot(admin, 'reviewer-form-desktop');
    await form.getByRole('button', { name: '登録', exact: true }).click();
    await notice(admin, `監修者「${name}」を登録しました`);
    const row = admin.getByRole('row').filter({ hasText: name });
    await row.waitFor();
    expect(await row.innerText()).toContain('医師');
    await screenshot(admin, 'reviewers-admin-desktop');
    expectNoErrors(besides422(adminErrors));

    // A writer writes a health article and names the reviewer in the editor's own section.
    const writerAccount = await createWriterAccount(baseUrl, `監修テストの書き手${stamp}`);
    const writerToken = await apiToken(baseUrl, writerAccount);
    const created = await call(writerToken, 'POST', 'articles/new', {
      title: `寝る前のスマホと睡眠の質 ${stamp}`,
      lead: '寝る前の1時間をどう過ごすかで、眠りの深さは変わります。',
      body_html: '<h2>光と眠りの関係</h2><p>画面の明るさを落とすだけでも違います。</p>',
      category_id: await bodyTopicId(),
      status: 'draft',
    });
    expect(created.status).toBe(201);
    const articleId = created.body.article.id as number;
    const { page: writer, errors: writerErrors } = await openSignedInPage(writerAccount, MOBILE, {
      at: `/admin/articles/edit_article/${articleId}`,
    });
    expect(await menuLabels(writer)).not.toContain('監修者');
    const picker = writer.getByRole('combobox', { name: '監修者を選ぶ' });
    await picker.scrollIntoViewIfNeeded();
    await picker.click();
    await picker.fill('榊原');
    await writer.getByRole('option', { name: `${name}（医師）` }).click();
    await notice(writer, '監修者を保存しました');
    await writer.keyboard.press('Escape');
    await screenshot(writer, 'editor-reviewers-mobile');
    expectNoErrors(writerErrors);
    // Leaving the editor lets go of its edit lock, so the admin may publish.
    await gotoReady(writer, `${baseUrl}/admin`);

    // Published (the review's approval is the admin's); the page shows who checked it.
    const adminToken = await apiToken(baseUrl, 'admin');
    await expect
      .poll(async () => (await call(adminToken, 'GET', `articles/view?id=${articleId}`)).body.article.locked_by)
      .toBeNull();
    expect((await call(adminToken, 'PATCH', 'articles/update', { id: articleId, status: 'published' })).status).toBe(
      200,
    );
    for (const [label, viewport] of [
      ['desktop', DESKTOP],
      ['mobile', MOBILE],
    ] as const) {
      const { page: reader, errors } = await openSignedInPage('admin', viewport);
      await gotoReady(reader, `${baseUrl}/articles/${articleId}`);
      const byline = reader.getByText('監修', { exact: true }).first();
      await byline.waitFor();
      expect(await reader.locator('article').first().innerText()).toContain(`${name}（医師）`);
      const box = reader.getByRole('region', { name: 'この記事の監修者' });
      expect(await box.innerText()).toContain('さかきばら内科 院長');
      expect(await box.getByRole('link', { name: 'クリニックのサイト' }).getAttribute('href')).toBe(
        'https://naika.example.jp/',
      );
      await screenshot(reader, `article-reviewed-top-${label}`);
      await box.scrollIntoViewIfNeeded();
      await screenshot(reader, `article-reviewer-box-${label}`);
      const graph = await reader.evaluate(() =>
        [...document.querySelectorAll('script[type="application/ld+json"]')].flatMap((s) => {
          const json = JSON.parse(s.textContent ?? 'null');
          return json['@graph'] ?? [json];
        }),
      );
      const webPage = graph.find((node: { '@type': string }) => node['@type'] === 'WebPage');
      expect(webPage.reviewedBy[0]).toMatchObject({ '@type': 'Person', name, jobTitle: '医師' });
      expectNoErrors(errors);
    }

    // The reviewer's own page lists the article.
    const { page: reviewerPage } = await openSignedInPage('admin', MOBILE);
    await gotoReady(reviewerPage, `${baseUrl}/articles/${articleId}`);
    await reviewerPage.getByRole('link', { name }).first().click();
    await reviewerPage.getByRole('heading', { level: 1, name: `${name}さんが監修した記事` }).waitFor();
    expect(await reviewerPage.locator('main').innerText()).toContain(`寝る前のスマホと睡眠の質 ${stamp}`);
    await screenshot(reviewerPage, 'reviewer-page-mobile', true);

    // An editor adds a 訂正 and saves a meaningful update.
    const { page: editor, errors: editorErrors } = await openSignedInPage('admin', DESKTOP, {
      at: `/admin/articles/edit_article/${articleId}`,
    });
    await editor
      .getByRole('textbox', { name: '内容' })
      .fill('初出時、推奨する睡眠時間に誤りがありました。お詫びして訂正いたします。');
    await editor.getByRole('button', { name: '訂正を追加' }).click();
    await notice(editor, '訂正を追加しました');
    await editor.getByRole('list', { name: '訂正・追記の一覧' }).getByText('推奨する睡眠時間').waitFor();
    await editor.getByRole('checkbox', { name: '更新日を表示する（内容の大きな更新）' }).check();
    await editor.getByRole('button', { name: '更新する' }).click();
    await notice(editor, '記事を更新しました');
    await screenshot(editor, 'editor-notes-desktop', true);
    expectNoErrors(editorErrors);

    for (const [label, viewport] of [
      ['desktop', DESKTOP],
      ['mobile', MOBILE],
    ] as const) {
      const { page: reader } = await openSignedInPage('admin', viewport);
      await gotoReady(reader, `${baseUrl}/articles/${articleId}`);
      const box = reader.getByRole('region', { name: '訂正・追記' });
      await box.waitFor();
      expect(await box.innerText()).toMatch(
        /訂正（\d{4}年\d{1,2}月\d{1,2}日）：初出時、推奨する睡眠時間に誤りがありました。/,
      );
      // Marked today, on the day it came out: 更新日 waits for a later day, dateModified does not.
      const stored = (await call(adminToken, 'GET', `articles/view?id=${articleId}`)).body.article;
      expect(stored.revised_at).not.toBeNull();
      const modified = await reader.evaluate(
        () =>
          [...document.querySelectorAll('script[type="application/ld+json"]')]
            .flatMap((s) => {
              const json = JSON.parse(s.textContent ?? 'null');
              return json['@graph'] ?? [json];
            })
            .find((node) => node['@type'] === 'NewsArticle')?.dateModified,
      );
      expect(modified).toBe(stored.revised_at);
      await box.scrollIntoViewIfNeeded();
      await screenshot(reader, `article-correction-${label}`);
    }
  });
});

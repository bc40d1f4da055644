// 先方確認用リンク: the writer makes a link in the editor, a sponsor opens it signed out on a phone
// and reads the draft on its real page; revoked, the same link shows why it no longer opens.
import { describe, expect, inject } from 'vitest';
import { apiToken } from './admin-session.ts';
import { DESKTOP, expectNoErrors, it, MOBILE } from './browser.ts';
import { gotoReady, reloadReady } from './navigate.ts';
import { screenshot } from './screenshots.ts';

const baseUrl = inject('baseUrl');

async function sponsoredDraft(title: string): Promise<number> {
  const headers = { authorization: `JWT ${await apiToken(baseUrl, 'writer')}`, 'content-type': 'application/json' };
  const selection = await (await fetch(`${baseUrl}/api/v1/categories/selection`)).json();
  const res = await fetch(`${baseUrl}/api/v1/articles/new`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      title,
      lead: '新しい食器用洗剤を、三週間使ってみました。',
      body_html: '<h2>使ってみた感想</h2><p>泡切れがよく、手荒れもしませんでした。</p>',
      category_id: selection.categories[0].children[0].id,
      is_pr: true,
      sponsor: '株式会社サルビア洗剤',
    }),
  });
  expect(res.status).toBe(201);
  return (await res.json()).article.id;
}

describe('share links for sponsors', () => {
  it('shows a draft to a sponsor signed out until the link is revoked', async ({ openSignedInPage, openPage }) => {
    const title = `E2E 先方確認 食器用洗剤のレビュー ${Date.now()}`;
    const id = await sponsoredDraft(title);
    const writer = await openSignedInPage('writer', DESKTOP, { at: `/admin/articles/edit_article/${id}` });
    const card = writer.page.getByRole('heading', { name: '先方確認用リンク' });
    await card.scrollIntoViewIfNeeded();
    await writer.page.getByRole('button', { name: 'リンクを作る' }).click();
    const urlBox = writer.page.getByRole('textbox', { name: '共有リンクのURL' });
    await urlBox.waitFor();
    const url = await urlBox.inputValue();
    expect(url).toMatch(/\/articles\/preview\?token=/);
    await screenshot(writer.page, 'share-link-editor-desktop');

    // The sponsor: no account, a phone, the article page as readers will see it.
    const sponsor = await openPage(MOBILE);
    await gotoReady(sponsor.page, url);
    await sponsor.page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await sponsor.page.getByRole('status').first().textContent()).toContain('公開前の下書き');
    await sponsor.page.getByText('本ページにはプロモーションが含まれています').waitFor();
    await sponsor.page.getByRole('heading', { name: '使ってみた感想' }).first().waitFor();
    // The public address of a draft leads nowhere: nothing offers to share it.
    expect(await sponsor.page.getByRole('link', { name: /でシェア$/ }).count()).toBe(0);
    expect(await sponsor.page.getByRole('button', { name: 'リンクをコピー' }).count()).toBe(0);
    await sponsor.page.getByTestId('share-not-yet').getByText('記事の公開後に表示されます').waitFor();
    await screenshot(sponsor.page, 'share-link-sponsor-mobile');

    await writer.page.getByRole('button', { name: '取り消す' }).click();
    await writer.page.getByText('取り消し済み').waitFor();
    await reloadReady(sponsor.page);
    expect(await sponsor.page.getByRole('alert').textContent()).toContain('期限が切れたか、取り消されています');
    expect(await sponsor.page.getByText('泡切れがよく').count()).toBe(0);
    await screenshot(sponsor.page, 'share-link-revoked-mobile');
    expectNoErrors(writer.errors);
    expectNoErrors(sponsor.errors.filter((e) => !e.includes('410')));
  });
});

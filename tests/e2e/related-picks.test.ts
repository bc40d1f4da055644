// 関連記事 in Chromium: an editor finds public articles by title, picks and orders them, and the
// article page's 「あわせて読みたい」 shows them first.
import { describe, expect, inject } from 'vitest';
import { apiToken } from './admin-session.ts';
import { DESKTOP, expectNoErrors, it, MOBILE } from './browser.ts';
import { gotoReady } from './navigate.ts';
import { screenshot } from './screenshots.ts';

const baseUrl = inject('baseUrl');

async function published(title: string): Promise<number> {
  const headers = { authorization: `JWT ${await apiToken(baseUrl, 'admin')}`, 'content-type': 'application/json' };
  const selection = await (await fetch(`${baseUrl}/api/v1/categories/selection`)).json();
  const response = await fetch(`${baseUrl}/api/v1/articles/new`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      title,
      lead: 'すっきり暮らすための小さな工夫です。',
      body_html: '<p>本文です。</p>',
      category_id: selection.categories[0].children[0].id,
      status: 'published',
    }),
  });
  expect(response.status).toBe(201);
  return (await response.json()).article.id;
}

describe('hand-picked related articles', () => {
  it('picks two articles in the editor and shows them first on the article page', async ({
    openSignedInPage,
    openPage,
  }) => {
    const stamp = Date.now();
    const source = await published(`E2E 関連記事の元 ${stamp}`);
    const first = `E2E 関連ピック 冷蔵庫の整理 ${stamp}`;
    const second = `E2E 関連ピック 引き出しの仕切り ${stamp}`;
    await published(second);
    await published(first);

    const { page, errors } = await openSignedInPage('admin', DESKTOP, { at: `/admin/articles/edit_article/${source}` });
    const search = page.getByRole('textbox', { name: '関連記事を探す' });
    await search.scrollIntoViewIfNeeded();
    await expect.poll(() => search.isEnabled()).toBe(true);
    await search.fill(`関連ピック ${stamp}`);
    const candidates = page.getByRole('list', { name: '関連記事の候補' });
    await candidates.getByRole('listitem', { name: first }).waitFor();
    await page.getByRole('button', { name: `「${first}」を関連記事に追加` }).click();
    await page.getByText('関連記事を保存しました').first().waitFor();
    await search.fill(`関連ピック ${stamp}`);
    await page.getByRole('button', { name: `「${second}」を関連記事に追加` }).click();
    const picked = page.getByRole('list', { name: '選んだ関連記事' });
    await expect.poll(() => picked.getByRole('listitem').count()).toBe(2);
    // The second goes first.
    await page.getByRole('button', { name: `「${second}」を上へ` }).click();
    await expect
      .poll(async () => (await picked.getByRole('listitem').allInnerTexts()).map((t) => t.split('\n')[0]))
      .toEqual([second, first]);
    await picked.scrollIntoViewIfNeeded();
    await screenshot(page, 'related-picks-editor-desktop');
    expectNoErrors(errors);

    const reader = await openPage(MOBILE);
    await gotoReady(reader.page, `${baseUrl}/articles/${source}`);
    const section = reader.page
      .locator('section')
      .filter({ has: reader.page.getByRole('heading', { name: 'あわせて読みたい' }) });
    const titles = await section.getByRole('heading', { level: 3 }).allInnerTexts();
    expect(titles.slice(0, 2)).toEqual([second, first]);
    await section.scrollIntoViewIfNeeded();
    await screenshot(reader.page, 'related-picks-article-mobile');
    expectNoErrors(reader.errors);
  });
});

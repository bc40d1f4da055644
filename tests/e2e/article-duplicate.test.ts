// 複製 in Chromium: from the article list's row menu and from the editor, a new draft 「（コピー）…」
// opens in the editor with the original's content, tags and category.
import { describe, expect, inject } from 'vitest';
import { apiAs, apiToken } from './admin-session.ts';
import { DESKTOP, expectNoErrors, it, MOBILE } from './browser.ts';
import { screenshot } from './screenshots.ts';

const baseUrl = inject('baseUrl');

async function draftWithTags(title: string): Promise<number> {
  const headers = { authorization: `JWT ${await apiToken(baseUrl, 'writer')}`, 'content-type': 'application/json' };
  const [selection, tagList] = await Promise.all([
    fetch(`${baseUrl}/api/v1/categories/selection`).then((r) => r.json()),
    fetch(`${baseUrl}/api/v1/tags/selection`).then((r) => r.json()),
  ]);
  const response = await fetch(`${baseUrl}/api/v1/articles/new`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      title,
      lead: '洗面所の引き出しを、使う順に並べ替えました。',
      body_html: '<p>歯ブラシのストックは手前に。</p>',
      category_id: selection.categories[0].children[0].id,
      tag_ids: [tagList.tags[0].id],
    }),
  });
  expect(response.status).toBe(201);
  return (await response.json()).article.id;
}

describe('duplicating an article', () => {
  it('copies from the list’s row menu and opens the copy in the editor (desktop)', async ({ openSignedInPage }) => {
    const stamp = Date.now();
    const title = `E2E 洗面所の引き出し ${stamp}`;
    const id = await draftWithTags(title);
    const { page, errors } = await openSignedInPage('writer', DESKTOP, {
      at: `/admin/articles?keyword=${encodeURIComponent(String(stamp))}`,
    });
    await page.getByRole('row').filter({ hasText: title }).waitFor();
    await page.getByRole('button', { name: `「${title}」のメニュー` }).click();
    await page.getByRole('menuitem', { name: '複製' }).waitFor();
    await screenshot(page, 'article-duplicate-menu-desktop', false, true);
    await page.getByRole('menuitem', { name: '複製' }).click();

    await page.waitForURL(
      (url) => /\/admin\/articles\/edit_article\/\d+$/.test(url.pathname) && !url.pathname.endsWith(`/${id}`),
    );
    const copyId = Number(page.url().split('/').pop());
    await expect
      .poll(() => page.getByRole('textbox', { name: 'タイトル', exact: true }).inputValue(), { timeout: 30_000 })
      .toBe(`（コピー）${title}`);
    const [original, copy] = await Promise.all(
      [id, copyId].map(async (n) => (await apiAs(page, baseUrl, 'GET', `articles/view?id=${n}`)).body.article),
    );
    expect(copy).toMatchObject({
      status: 'draft',
      lead: original.lead,
      body_html: original.body_html,
      category: original.category,
      tags: original.tags,
    });
    expectNoErrors(errors);
  });

  it('copies from the editor (phone)', async ({ openSignedInPage }) => {
    const title = `E2E 玄関マットの洗い方 ${Date.now()}`;
    const id = await draftWithTags(title);
    const { page, errors } = await openSignedInPage('writer', MOBILE, { at: `/admin/articles/edit_article/${id}` });
    const button = page.getByRole('button', { name: '複製', exact: true });
    await button.scrollIntoViewIfNeeded();
    await expect.poll(() => button.isEnabled(), { timeout: 30_000 }).toBe(true);
    await screenshot(page, 'article-duplicate-editor-mobile');
    await button.click();
    await page.waitForURL(
      (url) => /\/admin\/articles\/edit_article\/\d+$/.test(url.pathname) && !url.pathname.endsWith(`/${id}`),
    );
    await expect
      .poll(() => page.getByRole('textbox', { name: 'タイトル', exact: true }).inputValue(), { timeout: 30_000 })
      .toBe(`（コピー）${title}`);
    expectNoErrors(errors);
  });
});

// 検索・SNS in the editor: the Google result and share card follow what is typed, and the saved
// settings reach the public page's head.
import { describe, expect, inject } from 'vitest';
import { apiToken } from './admin-session.ts';
import { DESKTOP, expectNoErrors, it, MOBILE } from './browser.ts';
import { screenshot } from './screenshots.ts';

const baseUrl = inject('baseUrl');

async function publishedArticle(): Promise<number> {
  const headers = { authorization: `JWT ${await apiToken(baseUrl, 'admin')}`, 'content-type': 'application/json' };
  const selection = await (await fetch(`${baseUrl}/api/v1/categories/selection`)).json();
  const subId = selection.categories[0].children[0].id as number;
  const res = await fetch(`${baseUrl}/api/v1/articles/new`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      title: 'E2E 検索の見え方 冷蔵庫の整理',
      lead: '詰め込みすぎない冷蔵庫は、電気代も食品ロスも減らします。',
      body_html: '<p>本文です。</p>',
      category_id: subId,
      status: 'published',
    }),
  });
  expect(res.status).toBe(201);
  return (await res.json()).article.id;
}

describe('search and social settings in the editor', () => {
  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const) {
    it(`previews the Google result and the share card as typed, and the page uses them (${name})`, async ({
      openSignedInPage,
    }) => {
      const id = await publishedArticle();
      const { page, errors } = await openSignedInPage('admin', viewport, { at: `/admin/articles/edit_article/${id}` });
      const preview = page.getByTestId('search-preview');
      // Until set, the article's own title and lead.
      await expect.poll(() => preview.innerText()).toContain('E2E 検索の見え方 冷蔵庫の整理 | Salvia');
      expect(await preview.innerText()).toContain('詰め込みすぎない冷蔵庫は');

      await page.getByLabel('SEOタイトル').fill('冷蔵庫の整理術｜詰め込まない3つのコツ');
      await page.getByLabel('メタディスクリプション').fill('冷蔵庫を7割収納にするだけで、電気代と食品ロスが減ります。');
      await expect.poll(() => preview.innerText()).toContain('冷蔵庫の整理術｜詰め込まない3つのコツ | Salvia');
      expect(await preview.innerText()).toContain('冷蔵庫を7割収納にするだけで');
      expect(await page.getByTestId('card-preview').innerText()).toContain('冷蔵庫の整理術｜詰め込まない3つのコツ');
      await page.getByTestId('search-preview').scrollIntoViewIfNeeded();
      await screenshot(page, `editor-seo-${name}`);

      await page.getByRole('button', { name: '更新する' }).click();
      await page.getByText('記事を更新しました').waitFor();
      const html = await (await fetch(`${baseUrl}/articles/${id}`)).text();
      expect(html).toContain('<title>冷蔵庫の整理術｜詰め込まない3つのコツ | Salvia</title>');
      expect(html).toContain('content="冷蔵庫を7割収納にするだけで、電気代と食品ロスが減ります。"');
      expectNoErrors(errors);
    });
  }
});

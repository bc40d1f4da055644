// 版の履歴: a writer compares two saves of an article in the editor, opens the older one on the
// article page and brings it back.
import { describe, expect, inject } from 'vitest';
import { apiToken } from './admin-session.ts';
import { DESKTOP, expectNoErrors, it, MOBILE } from './browser.ts';
import { screenshot } from './screenshots.ts';

const baseUrl = inject('baseUrl');

async function draftWithTwoSaves(): Promise<number> {
  const headers = {
    authorization: `JWT ${await apiToken(baseUrl, 'writer')}`,
    'content-type': 'application/json',
  };
  const created = await fetch(`${baseUrl}/api/v1/articles/new`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      title: 'E2E 版の履歴 排水口の掃除',
      lead: '月に一度の掃除で、においを防ぎます。',
      body_html: '<h2>用意するもの</h2><p>重曹と酢を使います。</p>',
    }),
  });
  expect(created.status).toBe(201);
  const { id } = (await created.json()).article as { id: number };
  const updated = await fetch(`${baseUrl}/api/v1/articles/update`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({
      id,
      title: 'E2E 版の履歴 排水口の掃除（書き直し）',
      body_html: '<h2>用意するもの</h2><p>重曹とクエン酸を使います。</p><p>ゴム手袋もあると安心です。</p>',
    }),
  });
  expect(updated.status).toBe(200);
  return id;
}

describe('revision history in the editor', () => {
  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const) {
    it(`compares two saves word by word and block by block, previews and restores the older one (${name})`, async ({
      openSignedInPage,
    }) => {
      const id = await draftWithTwoSaves();
      const { page, errors } = await openSignedInPage('writer', viewport, { at: `/admin/articles/edit_article/${id}` });
      const title = page.getByRole('textbox', { name: 'タイトル', exact: true });
      await expect.poll(() => title.inputValue()).toBe('E2E 版の履歴 排水口の掃除（書き直し）');

      await page.getByRole('button', { name: '版の履歴' }).click();
      const drawer = page.getByRole('dialog', { name: '版の履歴' });
      const comparison = drawer.getByTestId('revision-comparison');
      await comparison.waitFor();
      // The newest save against the one before it: a changed word is marked as a word inside its
      // paragraph, and the paragraph added shows whole as a block of its own.
      expect(await comparison.locator('ins').allInnerTexts()).toEqual([
        '（書き直し）',
        'クエン酸',
        'ゴム手袋もあると安心です。',
      ]);
      expect(await comparison.locator('del').allInnerTexts()).toEqual(['酢']);
      const body = comparison.getByRole('list', { name: '本文の変更' });
      expect(await body.locator('[data-change="changed"]').innerText()).toContain('段落を変更');
      expect(await body.locator('[data-change="added"]').innerText()).toContain('段落を追加');
      expect(await body.locator('[data-change="same"]').allInnerTexts()).toEqual(['用意するもの']);
      await screenshot(page, `editor-revisions-${name}`);

      // The older save on the article page itself, in a new tab.
      const popup = page.waitForEvent('popup');
      await drawer.getByRole('button', { name: '前の版をプレビュー' }).click();
      const preview = await popup;
      await preview.waitForURL(/\/articles\/preview\?token=/);
      await preview.getByRole('heading', { level: 1, name: 'E2E 版の履歴 排水口の掃除' }).waitFor();
      expect(await preview.getByRole('status').first().textContent()).toContain('に保存した版');
      expect(await preview.locator('article').innerText()).toContain('重曹と酢を使います。');
      await screenshot(preview, `editor-revision-preview-${name}`);
      await preview.close();

      await drawer.getByRole('button', { name: '前の版に戻す' }).click();
      await page.getByText('版を戻しました').waitFor();
      await expect.poll(() => title.inputValue()).toBe('E2E 版の履歴 排水口の掃除');
      await expect
        .poll(() => page.getByRole('textbox', { name: '本文' }).innerText())
        .toContain('重曹と酢を使います。');

      const res = await fetch(`${baseUrl}/api/v1/articles/${id}/revisions`, {
        headers: { authorization: `JWT ${await apiToken(baseUrl, 'writer')}` },
      });
      const kinds = ((await res.json()).revisions as { kind: string }[]).map((r) => r.kind);
      expect(kinds).toEqual(['restore', 'save', 'save']);
      expectNoErrors(errors);
    });
  }
});

// Tags in the editor: found by reading, added with Enter, and a missing one created from the word
// typed, its reading and slug suggested — with the card never wider than its column, and the publish
// buttons in reach far down the page.
import { describe, expect, inject } from 'vitest';
import { TAG_SLUG_HINT } from '../../contract/slugs.ts';
import { DESKTOP, expectNoErrors, it, MOBILE } from './browser.ts';
import { screenshot } from './screenshots.ts';

const baseUrl = inject('baseUrl');

describe('tags in the editor', () => {
  // In kana, the reading is the name itself; in kanji, the server's dictionary reads it.
  for (const [name, viewport, newTag, reading, romaji] of [
    ['desktop', DESKTOP, 'サボテン', 'さぼてん', 'saboten'],
    ['mobile', MOBILE, '多肉植物の育て方', 'たにくしょくぶつのそだてかた', 'tanikushokubutsu-no-sodatekata'],
  ] as const) {
    it(`adds tags by reading with Enter and creates a missing one (${name})`, async ({ openSignedInPage }) => {
      const { page, errors } = await openSignedInPage('admin', viewport, { at: '/admin/articles/new_article' });
      await page.getByRole('textbox', { name: 'タイトル', exact: true }).fill(`E2E タグの入力 ${name}`);

      const tags = page.getByRole('combobox', { name: 'タグ' });
      await tags.click();
      // キッチン by its reading, 時短 by its reading in katakana: Enter adds the first match.
      await tags.pressSequentially('きっちん');
      await page.getByRole('option', { name: 'キッチン', exact: true }).waitFor();
      await tags.press('Enter');
      await tags.pressSequentially('ジタン');
      await page.getByRole('option', { name: '時短', exact: true }).waitFor();
      await tags.press('Enter');

      // A word no tag has is offered as a new tag (on a phone, Enter does the same): the form opens
      // with its reading and slug filled in, the slug's words apart as the dictionary cut them.
      await tags.pressSequentially(newTag);
      const offer = page.getByRole('button', { name: `「${newTag}」を新しいタグとして追加` });
      await offer.waitFor();
      await screenshot(page, `editor-tag-offer-${name}`);
      if (viewport === DESKTOP) await offer.click();
      else await tags.press('Enter');
      const form = page.getByRole('form', { name: '新しいタグ' });
      await form.waitFor();
      expect(await form.getByRole('textbox', { name: 'タグ名' }).inputValue()).toBe(newTag);
      await expect.poll(() => form.getByRole('textbox', { name: '読み' }).inputValue()).toBe(reading);
      await expect.poll(() => form.getByRole('textbox', { name: 'スラッグ' }).inputValue()).toBe(romaji);
      expect(await form.getByText(TAG_SLUG_HINT).count()).toBe(1);
      await screenshot(page, `editor-tag-create-${name}`);
      await form.getByRole('button', { name: '作成して追加' }).click();
      await page.getByText(`タグ「${newTag}」を作成しました`).waitFor();

      const picker = page.locator('.mantine-MultiSelect-root', { has: tags });
      const pills = await picker.locator('.mantine-Pill-label').allInnerTexts();
      expect(pills).toEqual(['キッチン', '時短', newTag]);
      // The ＋ button stays inside the card with three tags.
      const card = page.locator('.mantine-Card-root', { has: tags });
      const cardBox = await card.boundingBox();
      const plusBox = await page.getByRole('button', { name: '新しいタグを作成' }).boundingBox();
      if (!cardBox || !plusBox) throw new Error('the tag card is not shown');
      expect(plusBox.x + plusBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
      expect(await card.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
      // Far down the side column (a phone: below the whole body), save and publish are still in view.
      await page.getByRole('textbox', { name: 'SEOタイトル' }).scrollIntoViewIfNeeded();
      const height = page.viewportSize()?.height ?? 0;
      for (const button of ['下書き保存', '公開する']) {
        const box = await page.getByRole('button', { name: button, exact: true }).boundingBox();
        expect(box && box.y >= 0 && box.y + box.height <= height, `${button} in view`).toBe(true);
      }
      await picker.scrollIntoViewIfNeeded();
      await screenshot(page, `editor-tags-${name}`);

      // On a phone the toast about the new tag sits over the save bar: put away, as a writer would.
      await page.getByText(`タグ「${newTag}」を作成しました`).waitFor();
      await page.locator('.mantine-Notification-closeButton').first().click();
      await page.getByRole('button', { name: '下書き保存' }).click();
      await page.waitForURL(/\/admin\/articles\/edit_article\/\d+$/);
      const id = Number(page.url().split('/').pop());
      const token = await page.evaluate(() => localStorage.getItem('token'));
      const saved = await (
        await fetch(`${baseUrl}/api/v1/articles/view?id=${id}`, { headers: { authorization: `JWT ${token}` } })
      ).json();
      expect(saved.article.tags.map((t: { title: string }) => t.title).sort()).toEqual(
        ['キッチン', '時短', newTag].sort(),
      );
      const created = saved.article.tags.find((t: { title: string }) => t.title === newTag);
      expect(created.slug).toBe(romaji);
      expectNoErrors(errors);
    });
  }

  it('tells a writer, who does not create tags, whom to ask for a missing one', async ({ openSignedInPage }) => {
    const { page, errors } = await openSignedInPage('writer', MOBILE, { at: '/admin/articles/new_article' });
    const tags = page.getByRole('combobox', { name: 'タグ' });
    await tags.click();
    await tags.pressSequentially('ベランダ菜園');
    await page.getByText('「ベランダ菜園」というタグはまだありません。新しいタグは管理者が作成します').waitFor();
    expect(await page.getByRole('button', { name: /新しいタグとして追加/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: '新しいタグを作成' }).count()).toBe(0);
    await screenshot(page, 'editor-tag-missing-writer-mobile');
    expectNoErrors(errors);
  });
});

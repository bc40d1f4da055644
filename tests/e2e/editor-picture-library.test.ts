// Pictures and the media library: a description written in the editor is kept on the library's
// picture (described by nobody yet), so the next insertion comes described; and a file uploaded
// again is pointed at the picture already made from it instead of filling the library with copies.
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, inject } from 'vitest';
import type { Media } from '../../contract/media.ts';
import { type Account, apiToken } from './admin-session.ts';
import { editableBody } from './body-editor.ts';
import { DESKTOP, expectNoErrors, it, MOBILE } from './browser.ts';
import { screenshot } from './screenshots.ts';

const baseUrl = inject('baseUrl');

/** A JPEG of its own colour and name, so nothing else in the library is the same file. */
async function pictureFile(name: string) {
  const seed = Date.now() + Math.floor(Math.random() * 1000);
  const buffer = await sharp({
    create: { width: 480, height: 320, channels: 3, background: { r: seed % 256, g: (seed >> 8) % 256, b: 40 } },
  })
    .jpeg()
    .toBuffer();
  return { name: `${name}-${seed}.jpg`, mimeType: 'image/jpeg', buffer };
}
type PictureFile = Awaited<ReturnType<typeof pictureFile>>;

/** The library's pictures whose file name holds `stamp`. */
async function libraryPictures(account: Account, stamp: string): Promise<Media[]> {
  const response = await fetch(`${baseUrl}/api/v1/media/search?keyword=${encodeURIComponent(stamp)}`, {
    headers: { Authorization: `JWT ${await apiToken(baseUrl, account)}` },
  });
  return ((await response.json()) as { media: Media[] }).media;
}

async function uploadFromToolbar(page: Page, file: PictureFile) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: '画像をアップロードして挿入' }).click();
  await (await chooser).setFiles(file);
}

describe('pictures and the media library', () => {
  it('keeps a description written in the editor on the library picture, which then comes described (desktop)', async ({
    openSignedInPage,
  }) => {
    const { page, errors } = await openSignedInPage('writer', DESKTOP, { at: '/admin/articles/new_article' });
    const file = await pictureFile('balcony');
    const body = await editableBody(page);
    await body.click();
    await page.keyboard.type('ベランダの掃除をしました。');
    await page.keyboard.press('Enter');
    await uploadFromToolbar(page, file);
    const description = page.getByRole('dialog', { name: '画像の説明' });
    const alt = description.getByRole('textbox', { name: '代替テキスト' });
    await alt.fill('水拭きしたベランダの床');
    await description.getByRole('button', { name: '設定する' }).click();
    await description.waitFor({ state: 'hidden' });
    await expect
      .poll(async () => (await libraryPictures('writer', file.name)).map((m) => m.alt))
      .toEqual(['水拭きしたベランダの床']);

    // The same picture again, from the library: it comes with its description.
    await page.getByRole('button', { name: 'メディアから画像を挿入' }).click();
    const picker = page.getByRole('dialog', { name: 'メディアから画像を挿入' });
    await picker.getByRole('textbox', { name: 'ファイル名・代替テキストで検索' }).fill(file.name);
    await picker.getByRole('button', { name: `画像 ${file.name} を選ぶ` }).click();
    await expect.poll(() => alt.inputValue()).toBe('水拭きしたベランダの床');
    await description.getByRole('button', { name: '設定する' }).click();
    await description.waitFor({ state: 'hidden' });
    expect(await body.locator('img[alt="水拭きしたベランダの床"]').count()).toBe(2);
    expectNoErrors(errors);
  });

  for (const [name, viewport] of [
    ['mobile', MOBILE],
    ['desktop', DESKTOP],
  ] as const) {
    it(`offers the library picture when the same file is uploaded again, in the editor and the library (${name})`, async ({
      openSignedInPage,
    }) => {
      const { page, errors } = await openSignedInPage('admin', viewport, { at: '/admin/articles/new_article' });
      const file = await pictureFile('closet');
      const body = await editableBody(page);
      await body.click();
      await page.keyboard.type('クローゼットを整理しました。');
      await page.keyboard.press('Enter');
      const description = page.getByRole('dialog', { name: '画像の説明' });
      const alt = description.getByRole('textbox', { name: '代替テキスト' });
      await uploadFromToolbar(page, file);
      await alt.fill('整理したクローゼット');
      await description.getByRole('button', { name: '設定する' }).click();
      await description.waitFor({ state: 'hidden' });
      await expect.poll(async () => (await libraryPictures('admin', file.name))[0]?.alt).toBe('整理したクローゼット');

      // The same file again: the picture already there is offered, and taken.
      await uploadFromToolbar(page, file);
      const same = page.getByRole('dialog', { name: '同じ画像がメディアにあります' });
      await same.getByText(file.name.replace('.jpg', ''), { exact: false }).first().waitFor();
      await screenshot(page, `editor-duplicate-upload-${name}`, false, true);
      await same.getByRole('button', { name: 'メディアの画像を使う' }).click();
      await expect.poll(() => alt.inputValue()).toBe('整理したクローゼット');
      await description.getByRole('button', { name: '設定する' }).click();
      await description.waitFor({ state: 'hidden' });
      const sources = () => body.locator('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')));
      const [first] = await sources();
      expect(await sources()).toEqual([first, first]);
      expect(await libraryPictures('admin', file.name)).toHaveLength(1);

      // A third time, uploaded anyway as a copy of its own.
      await uploadFromToolbar(page, file);
      await same.getByRole('button', { name: '別の画像としてアップロードする' }).click();
      await expect.poll(async () => (await sources()).length).toBe(3);
      await description.getByRole('button', { name: 'あとで' }).click();
      expect((await sources())[2]).not.toBe(first);
      expect(await libraryPictures('admin', file.name)).toHaveLength(2);

      // The library's answer that it holds the file (409) is how the question comes; the browser logs it.
      const expected = (e: string) => !e.includes('status of 409');
      expectNoErrors(errors.filter(expected));

      // In the library, dropped once more: nothing new unless asked.
      const library = await openSignedInPage('admin', viewport, { at: '/admin/writers/media-library' });
      await library.page.getByRole('heading', { level: 1, name: 'メディア' }).waitFor();
      await library.page.getByTestId('media-dropzone').locator('input[type=file]').setInputFiles(file);
      const again = library.page.getByRole('dialog', { name: '同じ画像がメディアにあります' });
      await again.getByRole('button', { name: 'アップロードしない' }).waitFor();
      await screenshot(library.page, `library-duplicate-upload-${name}`, false, true);
      await again.getByRole('button', { name: 'アップロードしない' }).click();
      await again.waitFor({ state: 'hidden' });
      expect(await library.page.getByRole('dialog', { name: 'アップロードした画像の説明' }).count()).toBe(0);
      expect(await libraryPictures('admin', file.name)).toHaveLength(2);
      expectNoErrors(library.errors.filter(expected));
    });
  }
});

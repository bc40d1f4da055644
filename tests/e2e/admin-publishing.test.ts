// A writer's whole publishing day in Chromium: an article with an uploaded picture and a thumbnail,
// scheduled for tomorrow morning (Japan time), hidden until then, and finally published now.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import { jstDaysAgo } from '../../contract/time.ts';
import { apiToken } from './admin-session.ts';
import { DESKTOP, expectNoErrors, it } from './browser.ts';
import { gotoReady } from './navigate.ts';
import { screenshot } from './screenshots.ts';

const baseUrl = inject('baseUrl');

/** Tomorrow's calendar day in Japan: the year, month and day the picker shows. */
function tomorrowInTokyo() {
  const iso = jstDaysAgo(-1);
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return { year, month, day, iso };
}

describe('publishing an article', () => {
  let dir: string;
  let picture: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'salvia-publish-'));
    picture = path.join(dir, 'entrance-shelf.png');
    await sharp({ create: { width: 800, height: 600, background: '#c9a27e', channels: 3 } })
      .png()
      .toFile(picture);
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('schedules an article with a picture for tomorrow morning, then publishes it now', async ({
    openSignedInPage,
  }) => {
    const { page, errors } = await openSignedInPage('admin', DESKTOP, { at: '/admin/articles/new_article' });
    const title = `E2E 予約公開の玄関棚 ${Date.now()}`;
    await page.getByRole('textbox', { name: 'タイトル', exact: true }).fill(title);
    const body = page.getByRole('textbox', { name: '本文' });
    await body.click();
    await page.keyboard.type('靴箱の上に小さな棚をつけました。');

    // A picture uploaded straight into the body.
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: '画像をアップロードして挿入' }).click();
    await (await chooser).setFiles(picture);
    await body.locator('img').waitFor();
    // Asked at once what it shows; put off, the picture stays marked until it is described.
    const description = page.getByRole('dialog', { name: '画像の説明' });
    await description.getByRole('button', { name: '設定する' }).click();
    await description.getByText('何が写っているかを入力するか').waitFor();
    await description.getByRole('button', { name: 'あとで' }).click();
    await description.waitFor({ state: 'hidden' });

    // The thumbnail, picked from the library that now holds that picture.
    await page.getByRole('button', { name: '選ぶ・アップロード' }).click();
    const library = page.getByRole('dialog', { name: 'アイキャッチ画像を選ぶ' });
    await library
      .getByRole('button', { name: /^画像 .*entrance-shelf.* を選ぶ$/ })
      .first()
      .click();
    await page.getByRole('img', { name: 'アイキャッチ画像' }).waitFor();
    // Picked without a description, the thumbnail is asked for one, kept in the library.
    const thumbnailAlt = page.getByRole('dialog', { name: 'アイキャッチ画像の説明' });
    await thumbnailAlt.getByRole('textbox', { name: '代替テキスト' }).fill('玄関の靴箱と木の棚');
    await thumbnailAlt.getByRole('button', { name: '保存する' }).click();
    await page.getByText('アイキャッチ画像の代替テキストを保存しました').waitFor();

    await page.getByRole('combobox', { name: 'カテゴリ' }).click();
    await page.getByRole('option', { name: '収納', exact: true }).click();

    // Tomorrow at 9:30 in Japan, whatever the browser's own zone.
    const tomorrow = tomorrowInTokyo();
    await page.getByRole('button', { name: '公開日（日本時間）' }).click();
    const day = page.getByRole('button', {
      name: `${tomorrow.year}年${tomorrow.month}月${tomorrow.day}日`,
      exact: true,
    });
    if (tomorrow.day === 1) await page.getByRole('button', { name: '次の月' }).click();
    await day.click();
    await day.waitFor({ state: 'hidden' });
    await page.getByRole('textbox', { name: '公開時刻' }).fill('9:30');
    await screenshot(page, 'admin-editor-scheduling-desktop');
    await page.getByRole('button', { name: '予約する' }).click();
    // Not until the picture is described.
    await page.getByRole('alert').filter({ hasText: '代替テキストのない画像が1枚あります' }).first().waitFor();
    expect(page.url()).toMatch(/\/new_article$/);
    await body.locator('img').click();
    await page.getByRole('button', { name: '画像の説明' }).click();
    await description.getByRole('textbox', { name: '代替テキスト' }).fill('靴箱の上につけた木の棚');
    await description.getByText('小', { exact: true }).click();
    await description.getByRole('button', { name: '設定する' }).click();
    await description.waitFor({ state: 'hidden' });
    await screenshot(page, 'admin-editor-described-picture-desktop');
    await page.getByRole('button', { name: '予約する' }).click();
    await page.getByText(/に公開を予約しました$/).waitFor();
    await page.waitForURL(/\/admin\/articles\/edit_article\/\d+$/);
    const id = Number(page.url().split('/').pop());

    const token = await apiToken(baseUrl, 'admin');
    const mine = await (
      await fetch(`${baseUrl}/api/v1/articles/view?id=${id}`, { headers: { Authorization: `JWT ${token}` } })
    ).json();
    expect(mine.article).toMatchObject({ title, status: 'published', category: { title: '収納' } });
    expect(new Date(mine.article.published_at).toISOString()).toBe(
      new Date(`${tomorrow.iso}T09:30:00+09:00`).toISOString(),
    );
    expect(mine.article.thumbnail_url).toMatch(/^\/media\//);
    expect(mine.article.body_html).toMatch(
      /<img [^>]*src="\/media\/[^"]*" alt="靴箱の上につけた木の棚" data-size="small"/,
    );
    // Not public before its time, on the page or through the API.
    expect((await fetch(`${baseUrl}/articles/${id}`)).status).toBe(404);
    expect((await fetch(`${baseUrl}/api/v1/articles/view?id=${id}`)).status).toBe(404);

    await gotoReady(page, `${baseUrl}/admin/articles?keyword=${encodeURIComponent('予約公開の玄関棚')}`);
    const row = page.getByRole('row').filter({ hasText: title });
    await row.getByText('予約', { exact: true }).waitFor();

    // Changed plans: out now.
    await gotoReady(page, `${baseUrl}/admin/articles/edit_article/${id}`);
    await page.getByRole('button', { name: '公開日時を消す' }).click();
    await page.getByRole('button', { name: '公開する' }).click();
    await page.getByText('記事を公開しました').waitFor();
    const live = await fetch(`${baseUrl}/articles/${id}`);
    expect(live.status).toBe(200);
    const html = await live.text();
    expect(html).toContain(title);
    // The hero is read out as the library now describes it.
    expect(html).toContain('alt="玄関の靴箱と木の棚"');
    expect(html).toMatch(/<img [^>]*src="\/media\//);
    expectNoErrors(errors);
  });
});

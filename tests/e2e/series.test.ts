// 連載 as numbered series in Chromium: an admin adds a series on the 「連載」 screen, makes two
// articles its 第1話 and 第2話 from the editor's 連載 section (the number defaulting to the next), and
// readers find them in order on the series page, the episode saying 「連載『…』第2話」 with the
// previous and next episodes; the demo's comic is a numbered series too.
import { describe, expect, inject } from 'vitest';
import { seriousAxeViolations } from './accessibility.ts';
import { apiAs, menuLabels } from './admin-session.ts';
import { DESKTOP, expectNoErrors, it, MOBILE } from './browser.ts';
import { gotoReady } from './navigate.ts';
import { screenshot } from './screenshots.ts';

const baseUrl = inject('baseUrl');
// A refused request (422) is the browser's own network log line, not a script error.
const besides422 = (errors: string[]) => errors.filter((e) => !e.includes('status of 422'));

describe('numbered series', () => {
  it('is added by an admin, filled from the editor, and read in order with previous and next', async ({
    openSignedInPage,
  }) => {
    const { page, errors } = await openSignedInPage('admin', DESKTOP);
    expect(await menuLabels(page)).toContain('連載');
    await page.getByRole('navigation', { name: '管理メニュー' }).getByRole('link', { name: '連載' }).click();
    await page.getByRole('heading', { level: 1, name: '連載' }).waitFor();
    await page.getByRole('row').filter({ hasText: 'ゆるっと家族日記' }).waitFor();

    const title = `E2E 片づけ日記 ${Date.now()}`;
    await page.getByRole('button', { name: '連載を追加' }).click();
    const add = page.getByRole('dialog', { name: '連載を追加' });
    await add.getByRole('button', { name: '追加', exact: true }).click();
    await add.getByText('連載のタイトルを入力してください').waitFor();
    await add.getByRole('textbox', { name: 'タイトル' }).fill(title);
    await add.getByRole('textbox', { name: '説明' }).fill('週末ごとに一か所ずつ、家を片づけていく記録です。');
    await add.getByRole('button', { name: '追加', exact: true }).click();
    await add.waitFor({ state: 'hidden' });
    const row = page.getByRole('row').filter({ hasText: title });
    await row.waitFor();
    expect((await row.getByRole('cell').allInnerTexts()).map((c) => c.trim()).slice(1, 3)).toEqual(['0話', '第1話']);
    await screenshot(page, 'admin-series-desktop');
    await page.setViewportSize(MOBILE);
    await row.getByText('0話・次は第1話').waitFor();
    await screenshot(page, 'admin-series-mobile', false, true);
    await page.setViewportSize(DESKTOP);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Two articles of the admin's own, published; each becomes the next episode in the editor.
    const newest = (await apiAs(page, baseUrl, 'GET', 'articles/public_index?per=1')).body.articles[0];
    const ids: number[] = [];
    for (const name of ['玄関', 'キッチン']) {
      const created = await apiAs(page, baseUrl, 'POST', 'articles/new', {
        title: `${title}：${name}`,
        status: 'published',
        category_id: newest.category.id,
      });
      expect(created.status).toBe(201);
      ids.push(created.body.article.id);
    }
    for (const [i, id] of ids.entries()) {
      await gotoReady(page, `${baseUrl}/admin/articles/edit_article/${id}`);
      const section = page
        .locator('.mantine-Card-root')
        .filter({ has: page.getByRole('heading', { name: '連載', exact: true }) });
      await section.getByRole('combobox', { name: '連載' }).click();
      await page.getByRole('option', { name: title }).click();
      // The next number is offered.
      expect(await section.getByRole('textbox', { name: '話数' }).inputValue()).toBe(`第${i + 1}話`);
      if (i === 1) await screenshot(page, 'editor-series-section-desktop');
      await section.getByRole('button', { name: '連載を保存' }).click();
      await page.getByText(`連載『${title}』の第${i + 1}話にしました`).waitFor();
      await section.getByText(`連載『${title}』第${i + 1}話として表示されています。`).waitFor();
    }
    // A number already taken is refused in Japanese.
    const section = page
      .locator('.mantine-Card-root')
      .filter({ has: page.getByRole('heading', { name: '連載', exact: true }) });
    await section.getByRole('textbox', { name: '話数' }).fill('1');
    await section.getByRole('button', { name: '連載を保存' }).click();
    await section.getByText('この連載にはその話数の記事がすでにあります').waitFor();

    const seriesId = (await apiAs(page, baseUrl, 'GET', 'series')).body.series.find(
      (s: { title: string }) => s.title === title,
    ).id;
    for (const [name, viewport] of [
      ['desktop', DESKTOP],
      ['mobile', MOBILE],
    ] as const) {
      await page.setViewportSize(viewport);
      await gotoReady(page, `${baseUrl}/series/s/${seriesId}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      const items = page.getByRole('region', { name: 'エピソード一覧' }).getByRole('listitem');
      expect(await items.allInnerTexts()).toEqual([
        expect.stringMatching(new RegExp(`^第1話\\s+${title}：玄関`)),
        expect.stringMatching(new RegExp(`^第2話\\s+${title}：キッチン`)),
      ]);
      await screenshot(page, `series-page-${name}`);
    }

    // The second episode says which it is, above its title and at its end, and leads back to the
    // first, which leads on to it.
    await page.getByRole('link', { name: new RegExp(`${title}：キッチン`) }).click();
    await page.waitForURL(`${baseUrl}/articles/${ids[1]}`);
    const kicker = page.getByRole('article').locator('[data-episode]').first();
    expect(await kicker.innerText()).toBe(`連載『${title}』第2話`);
    expect(await kicker.evaluate((p) => p.nextElementSibling?.tagName)).toBe('H1');
    const nav = page.getByRole('navigation', { name: `連載「${title}」` });
    expect(await nav.locator('[data-episode]').innerText()).toBe(`連載『${title}』第2話`);
    await nav.scrollIntoViewIfNeeded();
    await screenshot(page, 'series-episode-mobile');
    expect(await nav.locator('a[rel="next"]').count()).toBe(0);
    await nav.getByRole('link', { name: /前の話/ }).click();
    await page.waitForURL(`${baseUrl}/articles/${ids[0]}`);
    await expect.poll(() => nav.locator('[data-episode]').innerText()).toBe(`連載『${title}』第1話`);
    await nav.getByRole('link', { name: /次の話/ }).waitFor();
    expectNoErrors(besides422(errors));
  });

  it("shows the demo comic as a numbered series, 第1話 first, at a phone's width and a desktop's", async ({
    openPage,
  }) => {
    for (const [name, viewport] of [
      ['mobile', MOBILE],
      ['desktop', DESKTOP],
    ] as const) {
      const { page, errors } = await openPage(viewport);
      await gotoReady(page, `${baseUrl}/series/s/1`);
      await page.getByRole('heading', { level: 1, name: 'ゆるっと家族日記' }).waitFor();
      const episodes = page.getByRole('region', { name: 'エピソード一覧' }).getByRole('listitem');
      await screenshot(page, `series-page-demo-${name}`, true);
      const numbers = (await episodes.evaluateAll((items) => items.map((item) => item.dataset.episodeNumber))).map(
        Number,
      );
      expect(await episodes.first().innerText()).toMatch(/^第1話/);
      expect(numbers.length).toBeGreaterThan(1);
      expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
      expect(numbers[0]).toBe(1);
      expect(await seriousAxeViolations(page)).toEqual([]);
      expectNoErrors(errors);
    }
  });
});

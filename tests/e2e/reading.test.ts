// The article page as a reader meets it: body text set for Japanese (no phrase breaking in
// paragraphs, kinsoku), headings by phrase, a numbered 目次 that folds, sharing under the byline and
// at the end, and who wrote it.
import { describe, expect, inject } from 'vitest';
import { DESKTOP, expectNoErrors, it, MOBILE } from './browser.ts';
import { gotoReady } from './navigate.ts';
import { screenshot } from './screenshots.ts';

const baseUrl = inject('baseUrl');

describe('reading an article', () => {
  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const) {
    it(`sets the body for Japanese and frames it with 目次, sharing and the writer (${name})`, async ({ openPage }) => {
      const { page, errors } = await openPage(viewport);
      await gotoReady(page, `${baseUrl}/articles/2`);
      const style = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((el) => {
            const s = getComputedStyle(el);
            return { wordBreak: s.wordBreak, lineBreak: s.lineBreak, trim: s.getPropertyValue('text-spacing-trim') };
          });
      expect(await style('.article-blocks p')).toMatchObject({ wordBreak: 'normal', lineBreak: 'strict' });
      expect(await style('.article-blocks h2')).toMatchObject({ wordBreak: 'auto-phrase', trim: 'trim-start' });
      expect(await style('article h1')).toMatchObject({ wordBreak: 'auto-phrase', trim: 'trim-start' });
      // A title that broke inside a word (「方／法」) at 1280 px while headings set kana with palt.
      const lines = await page.locator('article h1').evaluate((h) => {
        h.textContent = '換気扇の油汚れがするっと落ちる、つけ置き洗いの方法';
        const text = h.firstChild as Text;
        const range = document.createRange();
        const tops = Array.from(text.data, (_, i) => {
          range.setStart(text, i);
          range.setEnd(text, i + 1);
          return Math.round(range.getBoundingClientRect().top);
        });
        return Array.from(text.data)
          .map((c, i) => (i > 0 && tops[i] !== tops[i - 1] ? `／${c}` : c))
          .join('');
      });
      expect(lines).not.toContain('方／法');
      await gotoReady(page, `${baseUrl}/articles/2`);
      // No line of a paragraph ends half-full for want of a phrase break: the first paragraph's lines
      // but the last reach within two characters of its width.
      const slack = await page
        .locator('.article-blocks p')
        .first()
        .evaluate((p) => {
          const range = document.createRange();
          range.selectNodeContents(p);
          const lines = [...range.getClientRects()];
          const right = p.getBoundingClientRect().right;
          const size = Number.parseFloat(getComputedStyle(p).fontSize);
          return lines.slice(0, -1).map((line) => (right - line.right) / size);
        });
      expect(slack.length).toBeGreaterThan(0);
      for (const chars of slack) expect(chars).toBeLessThan(2);

      const toc = page.getByRole('navigation', { name: '目次' });
      const first = toc.getByRole('link').first();
      expect(await toc.locator('ol > li').count()).toBeGreaterThan(1);
      expect(
        await toc
          .locator('ol > li')
          .first()
          .evaluate((li) => getComputedStyle(li, '::before').content),
      ).toBe('counter(section) "."');
      await toc.getByText('目次', { exact: true }).click();
      await expect.poll(() => first.isVisible()).toBe(false);
      await toc.getByText('目次', { exact: true }).click();
      await expect.poll(() => first.isVisible()).toBe(true);

      // The header's search: a box on a desktop, a button on a phone, never both.
      const searchButton = page.getByRole('banner').getByRole('link', { name: '記事を検索' });
      expect(await searchButton.isVisible()).toBe(viewport === MOBILE);
      const shares = page.getByRole('link', { name: 'LINEでシェア' });
      expect(await shares.count()).toBe(2);
      const byline = await page.locator('article h1').boundingBox();
      const topShare = await shares.first().boundingBox();
      const hero = await page.locator('article img[fetchpriority="high"]').boundingBox();
      expect(byline && topShare && hero && topShare.y > byline.y && topShare.y < hero.y).toBe(true);

      // Beside the article (below it on a phone): the ranking, then the newest articles, this one left out.
      const sidebar = page.getByRole('complementary', { name: 'サイドバー' });
      const latest = sidebar.locator('section').filter({ has: page.getByRole('heading', { name: '新着記事' }) });
      const latestLinks = await latest
        .getByRole('listitem')
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(latestLinks).toHaveLength(5);
      expect(latestLinks).not.toContain('/articles/2');

      const writer = page.getByRole('region', { name: /./ }).filter({ hasText: 'この記事を書いた人' });
      const writerName = await writer.getByRole('heading', { level: 2 }).innerText();
      await writer.getByRole('link', { name: `${writerName}さんの記事一覧` }).click();
      await page.waitForURL(/\/writers\/\d+$/);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toContain(writerName);
      await gotoReady(page, `${baseUrl}/articles/2`);
      await toc.scrollIntoViewIfNeeded();
      await screenshot(page, `reading-article-${name}`);
      expectNoErrors(errors);
    });
  }

  it('leads from a 連載 episode to the next one and to the series page (mobile)', async ({ openPage }) => {
    const { page, errors } = await openPage(MOBILE);
    await gotoReady(page, `${baseUrl}/series/comic`);
    // The first episode (the oldest: episodes come out in order): it has a next one.
    await page.locator('article a').filter({ hasText: '第1話' }).first().click();
    await page.waitForURL(/\/articles\/\d+$/);
    // The demo's comic is the numbered series 『ゆるっと家族日記』.
    const series = page.getByRole('navigation', { name: '連載「ゆるっと家族日記」' });
    await series.getByText('連載『ゆるっと家族日記』第1話').waitFor();
    await series.waitFor();
    const next = series.getByRole('link', { name: /^次の話/ });
    const nextTitle = (await next.innerText()).replace(/^次の話 →\s*/, '');
    await series.scrollIntoViewIfNeeded();
    await screenshot(page, 'reading-series-mobile');
    await next.click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(nextTitle.replace(/\s+/g, ' '));
    await series.getByRole('link', { name: 'この連載を第1話から読む' }).click();
    await page.waitForURL(/\/series\/s\/\d+$/);
    expectNoErrors(errors);
  });

  it('finds 掃除 typed as its reading, from the search box that keeps the keyword (mobile)', async ({ openPage }) => {
    const { page, errors } = await openPage(MOBILE);
    await gotoReady(page, `${baseUrl}/`);
    await page.getByRole('link', { name: '記事を検索' }).click();
    await page.waitForURL(/\/search$/);
    const box = page.getByRole('searchbox', { name: '記事を検索' });
    await box.fill('そうじ');
    await box.press('Enter');
    await page.getByRole('heading', { level: 1, name: '「そうじ」の検索結果' }).waitFor();
    // The readings are filled in the background after start (in a fresh server, within seconds); then
    // an article with 掃除 in its title ranks first.
    await expect
      .poll(
        async () => {
          await gotoReady(page, `${baseUrl}/search?keyword=${encodeURIComponent('そうじ')}`);
          return page.locator('article h3').first().innerText();
        },
        { timeout: 30_000 },
      )
      .toContain('掃除');
    expect(await page.getByRole('searchbox', { name: '記事を検索' }).inputValue()).toBe('そうじ');
    await screenshot(page, 'reading-search-mobile');
    expectNoErrors(errors);
  });

  for (const [name, viewport] of [
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ] as const) {
    it(`finds a tag's articles by its English slug, and offers もしかして for a slip (${name})`, async ({
      openPage,
    }) => {
      const { page, errors } = await openPage(viewport);
      await gotoReady(page, `${baseUrl}/search?keyword=kitchen`);
      const related = page.getByRole('navigation', { name: 'タグ・カテゴリから探す' });
      await related.getByRole('link', { name: '#キッチン' }).waitFor();
      expect(await page.locator('article h3').count()).toBeGreaterThan(0);
      await screenshot(page, `reading-search-slug-${name}`);

      // 換気扇 is in a title, not a tag's name: a slip from it is put right all the same.
      await gotoReady(page, `${baseUrl}/search?keyword=${encodeURIComponent('換気線')}`);
      await page.getByRole('link', { name: '換気扇' }).click();
      await page.waitForURL(/keyword=%E6%8F%9B%E6%B0%97%E6%89%87/);
      await expect.poll(() => page.locator('article h3').first().innerText()).toContain('換気扇');
      await screenshot(page, `reading-search-corrected-${name}`);
      expectNoErrors(errors);
    });
  }
});

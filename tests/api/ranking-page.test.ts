// /ranking: the day, week (default) and month rankings, each its own kept page keyed by `period` and
// nothing else, with PR labels and the page's own meta.
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../helpers/app.ts';
import { testDatabases } from '../helpers/databases.ts';
import { createCategory, createWriter } from '../helpers/factories.ts';
import { addViews, createPublishedArticle } from '../helpers/feed-factories.ts';
import { loadSsrBuild } from '../helpers/ssr-build.ts';

let ssrBuild: ServerBuild;
beforeAll(async () => {
  ssrBuild = await loadSsrBuild();
});

const TITLES = ['今日よく読まれた記事', '今週よく読まれた記事', '今月よく読まれた記事'];
/** The ranking's titles in the page's order. */
function ranked(html: string): string[] {
  const list = html.slice(html.indexOf('<ol'), html.indexOf('</ol>'));
  return TITLES.map((title) => ({ title, at: list.indexOf(title) }))
    .filter((t) => t.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((t) => t.title);
}

describe.each(testDatabases)('the ranking page on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await build(kind, { env: { PUBLIC_CACHE_SECONDS: '60' }, ssrBuild });
    const writerId = (await createWriter(t.deps)).id;
    const main = await createCategory(t.deps);
    const categoryId = (await createCategory(t.deps, { parentId: main!.id }))!.id;
    const article = async (title: string, extra = {}) =>
      (await createPublishedArticle(t.deps, 2000, { writerId, categoryId, title, ...extra }))!.id;
    const today = await article(TITLES[0]);
    const week = await article(TITLES[1], { isPr: true, sponsor: '株式会社ランキング' });
    const month = await article(TITLES[2]);
    await addViews(t.deps, today, 0, 50);
    await addViews(t.deps, week, 3, 500);
    await addViews(t.deps, month, 20, 5000);
  });
  afterAll(() => t?.close());

  it('shows the week by default, with its own title, description and canonical address', async () => {
    const page = await t.app.inject('/ranking');
    expect(page.statusCode).toBe(200);
    // The week holds today; the month's article was read 20 days ago.
    expect(ranked(page.body)).toEqual([TITLES[1], TITLES[0]]);
    expect(page.body).toContain('<title>週間ランキング | Salvia</title>');
    expect(page.body).toContain('この1週間によく読まれたSalviaの記事を20位まで紹介します。');
    expect(page.body).toMatch(/<link rel="canonical" href="http[^"]+\/ranking"\/>/);
    expect(page.body).toMatch(/<a [^>]*aria-current="page"[^>]*>週<\/a>/);
    expect(page.body.match(/<h1/g)).toHaveLength(1);
  });

  it('ranks each period by its own window', async () => {
    const day = await t.app.inject('/ranking?period=day');
    expect(ranked(day.body)).toEqual([TITLES[0]]);
    expect(day.body).toContain('<title>今日のランキング | Salvia</title>');
    expect(day.body).toMatch(/<link rel="canonical" href="http[^"]+\/ranking\?period=day"\/>/);
    const month = await t.app.inject('/ranking?period=month');
    expect(ranked(month.body)).toEqual([TITLES[2], TITLES[1], TITLES[0]]);
    expect(month.body).toMatch(/<a [^>]*aria-current="page"[^>]*>月<\/a>/);
  });

  it('labels a sponsored article 「PR」 with its sponsor and notes the promotion on the page', async () => {
    const page = await t.app.inject('/ranking');
    expect(page.body).toContain('本ページにはプロモーションが含まれています');
    const item = page.body.slice(page.body.indexOf('<ol'), page.body.indexOf(TITLES[1]));
    expect(item).toContain('PR');
    expect(item).toContain('株式会社ランキング');
  });

  it('keeps one copy per period, whatever else the address carries', async () => {
    const plain = await t.app.inject('/ranking?period=month');
    const tagged = await t.app.inject('/ranking?period=month&utm_source=news&fbclid=abc');
    expect(tagged.headers['x-cache']).toBe('hit');
    expect(tagged.body).toBe(plain.body);
    const day = await t.app.inject('/ranking?period=day&utm_source=news');
    expect(ranked(day.body)).toEqual([TITLES[0]]);
  });

  it('answers 404 for a period it does not know', async () => {
    expect((await t.app.inject('/ranking?period=year')).statusCode).toBe(404);
    expect((await t.app.inject('/ranking?period=')).statusCode).toBe(404);
  });

  it('is linked from the site’s header and footer', async () => {
    const home = await t.app.inject('/');
    expect(home.body.match(/<a [^>]*href="\/ranking"[^>]*>ランキング<\/a>/g)?.length).toBeGreaterThanOrEqual(2);
  });
});

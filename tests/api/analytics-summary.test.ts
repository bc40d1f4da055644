import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Summary } from '../../contract/analytics.ts';
import { DAY_MS, jstDay, jstDaysAgo } from '../../contract/time.ts';
import { articleDailyViews, pageViews } from '../../server/db/schema/analytics.ts';
import { build, type TestApp } from '../helpers/app.ts';
import { testDatabases } from '../helpers/databases.ts';
import { authHeader, createArticle, createCategory, createWriter } from '../helpers/factories.ts';
import { createTag, tagArticle } from '../helpers/feed-factories.ts';

const BROWSER = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Safari/605.1.15';

describe.each(testDatabases)('analytics summary on %s', (kind) => {
  let t: TestApp;
  const h: Record<string, Record<string, string>> = {};
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await build(kind);
    const mine = await createWriter(t.deps);
    const other = await createWriter(t.deps);
    h.mine = await authHeader(t.deps, mine.id);
    h.admin = await authHeader(t.deps, (await createWriter(t.deps, { role: 'admin' })).id);
    const main = await createCategory(t.deps, { slug: 'housework' });
    const laundry = await createCategory(t.deps, { slug: 'laundry', title: '洗濯', parentId: main.id });
    ids.mine = (await createArticle(t.deps, { writerId: mine.id, title: '私の記事', categoryId: laundry.id })).id;
    ids.other = (await createArticle(t.deps, { writerId: other.id, title: 'ほかの人の記事' })).id;
    const tag = await createTag(t.deps, { title: '部屋干し' });
    await tagArticle(t.deps, ids.mine, tag.id);
    const beacon = (articleId: number, ip: string, referrer?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/analytics/page_views',
        remoteAddress: ip,
        headers: { 'content-type': 'text/plain', 'user-agent': BROWSER },
        payload: JSON.stringify({ path: `/articles/${articleId}`, article_id: articleId, referrer_host: referrer }),
      });
    await beacon(ids.mine, '203.0.113.1', 'www.google.com');
    await beacon(ids.mine, '203.0.113.1', 'www.google.com');
    await beacon(ids.mine, '203.0.113.2', 't.co');
    await beacon(ids.other, '203.0.113.3');
    await t.app.analytics.rollUp();
  });
  afterAll(() => t?.close());

  const summary = (who: string, query = '') =>
    t.app.inject({ url: `/api/v1/analytics/summary${query}`, headers: h[who] ?? {} });

  it('gives admins the whole site: views and unique visitors per JST day, and the most read', async () => {
    const res = await summary('admin');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.days).toHaveLength(7);
    expect(body.days.at(-1)).toEqual({ day: jstDay(new Date()), views: 4, visitors: 3 });
    expect(body.top_articles.map((a: { id: number; views: number }) => [a.id, a.views])).toEqual([
      [ids.mine, 3],
      [ids.other, 1],
    ]);
    expect(body.top_categories).toEqual([expect.objectContaining({ title: '洗濯', views: 3 })]);
    expect(body.top_tags).toEqual([expect.objectContaining({ title: '部屋干し', views: 3 })]);
    expect(body.top_referrers).toEqual([
      { host: 'www.google.com', views: 2 },
      { host: 't.co', views: 1 },
    ]);
  });

  it('shows a writer only their own articles', async () => {
    const body = (await summary('mine', '?days=30')).json();
    expect(body.days).toHaveLength(30);
    expect(body.days.at(-1).views).toBe(3);
    expect(body.top_articles.map((a: { id: number }) => a.id)).toEqual([ids.mine]);
  });

  it('narrows to one article over time', async () => {
    const body = (await summary('admin', `?days=90&article_id=${ids.other}`)).json();
    expect(body.days).toHaveLength(90);
    expect(body.days.reduce((n: number, d: { views: number }) => n + d.views, 0)).toBe(1);
  });

  it('answers 401 without a session and 422 for another window', async () => {
    expect((await summary('anonymous')).statusCode).toBe(401);
    const bad = await summary('admin', '?days=5');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.days[0]).toBe('days は 7・30・90 のいずれかを指定してください');
  });
});

/**
 * A known week of views, rolled up in two runs. Every expectation below is counted by hand from
 * VIEWS: views are rows, visitors are distinct visitors per JST day (per article, per writer, per
 * site), tops are sums over the window, ties by id (hosts by name).
 */
const VIEWS: { daysAgo: number; article: 'A1' | 'A2' | 'B1' | null; visitor: string; referrer: string | null }[] = [
  // Today. v1 reads two of writer 1's articles and the home page: one visitor for the writer and the site.
  { daysAgo: 0, article: 'A1', visitor: 'v1', referrer: 'www.google.com' },
  { daysAgo: 0, article: 'A1', visitor: 'v1', referrer: 'www.google.com' },
  { daysAgo: 0, article: 'A2', visitor: 'v1', referrer: null },
  { daysAgo: 0, article: 'A1', visitor: 'v2', referrer: 't.co' },
  { daysAgo: 0, article: 'B1', visitor: 'v3', referrer: null },
  { daysAgo: 0, article: null, visitor: 'v4', referrer: 'www.google.com' },
  { daysAgo: 0, article: null, visitor: 'v1', referrer: null },
  // Yesterday.
  { daysAgo: 1, article: 'A1', visitor: 'v1', referrer: 'search.yahoo.co.jp' },
  { daysAgo: 1, article: 'B1', visitor: 'v2', referrer: 'www.google.com' },
  { daysAgo: 3, article: 'A2', visitor: 'v5', referrer: 'www.google.com' },
  { daysAgo: 3, article: 'A2', visitor: 'v5', referrer: 'www.google.com' },
  // Only in the 30- and 90-day windows.
  { daysAgo: 10, article: 'A1', visitor: 'v2', referrer: 't.co' },
  { daysAgo: 10, article: 'B1', visitor: 'v2', referrer: null },
  // Only in the 90-day window.
  { daysAgo: 40, article: 'A1', visitor: 'v3', referrer: 'www.google.com' },
  { daysAgo: 40, article: 'A2', visitor: 'v4', referrer: 'www.google.com' },
];
/**
 * The views rolled up by the first run: the older days and some of today's and yesterday's. The
 * rest come in the second run from visitors already counted (views of older days no longer arrive).
 */
const FIRST_RUN = new Set([0, 1, 3, 7, 9, 10, 11, 12, 13, 14]);

describe.each(testDatabases)('analytics summary of a known data set on %s', (kind) => {
  let t: TestApp;
  const h: Record<string, Record<string, string>> = {};
  const ids: Record<string, number> = {};
  const now = new Date();

  beforeAll(async () => {
    t = await build(kind);
    const w1 = await createWriter(t.deps);
    const w2 = await createWriter(t.deps);
    h.w1 = await authHeader(t.deps, w1.id);
    h.w2 = await authHeader(t.deps, w2.id);
    h.admin = await authHeader(t.deps, (await createWriter(t.deps, { role: 'admin' })).id);
    const main = await createCategory(t.deps, { slug: 'known-housework' });
    const laundry = await createCategory(t.deps, { slug: 'known-laundry', title: '洗濯', parentId: main.id });
    const kitchen = await createCategory(t.deps, { slug: 'known-kitchen', title: '台所', parentId: main.id });
    ids.laundry = laundry.id;
    ids.kitchen = kitchen.id;
    const make = (writerId: number, title: string, categoryId: number) =>
      createArticle(t.deps, { writerId, title, categoryId }).then((a) => a.id);
    ids.A1 = await make(w1.id, '部屋干しのコツ', laundry.id);
    ids.A2 = await make(w1.id, '作り置きの基本', kitchen.id);
    ids.B1 = await make(w2.id, '洗濯槽の掃除', laundry.id);
    const dampDrying = await createTag(t.deps, { title: '部屋干し' });
    const quick = await createTag(t.deps, { title: '時短' });
    ids.T1 = dampDrying.id;
    ids.T2 = quick.id;
    await tagArticle(t.deps, ids.A1, dampDrying.id, quick.id);
    await tagArticle(t.deps, ids.A2, quick.id);
    await tagArticle(t.deps, ids.B1, dampDrying.id);

    const rows = VIEWS.map((v) => ({
      at: new Date(now.getTime() - v.daysAgo * DAY_MS),
      path: v.article ? `/articles/${ids[v.article]}` : '/',
      articleId: v.article ? ids[v.article] : null,
      referrerHost: v.referrer,
      visitorHash: v.visitor.padEnd(64, '0'),
    }));
    await t.deps.db.insert(pageViews).values(rows.filter((_, i) => FIRST_RUN.has(i)));
    await t.app.analytics.rollUp();
    await t.deps.db.insert(pageViews).values(rows.filter((_, i) => !FIRST_RUN.has(i)));
    await t.app.analytics.rollUp();
  });
  afterAll(() => t?.close());

  const summary = async (who: string, query: string) => {
    const res = await t.app.inject({ url: `/api/v1/analytics/summary${query}`, headers: h[who] });
    expect(res.statusCode).toBe(200);
    return res.json() as Summary;
  };
  const day = (daysAgo: number) => jstDaysAgo(daysAgo, now);
  /** The days with views, as [daysAgo, views, visitors]. */
  const activeDays = (s: Summary) =>
    s.days.filter((d) => d.views > 0).map((d) => [d.day, d.views, d.visitors] as const);
  const tops = (rows: { id: number; views: number }[]) => rows.map((r) => [r.id, r.views]);

  it('gives admins the site over 7 days', async () => {
    const s = await summary('admin', '?days=7');
    expect(s.days.map((d) => d.day)).toEqual([6, 5, 4, 3, 2, 1, 0].map(day));
    expect(activeDays(s)).toEqual([
      [day(3), 2, 1],
      [day(1), 2, 2],
      [day(0), 7, 4],
    ]);
    expect(tops(s.top_articles)).toEqual([
      [ids.A1, 4],
      [ids.A2, 3],
      [ids.B1, 2],
    ]);
    expect(s.top_articles[0]?.title).toBe('部屋干しのコツ');
    expect(tops(s.top_categories)).toEqual([
      [ids.laundry, 6],
      [ids.kitchen, 3],
    ]);
    expect(tops(s.top_tags)).toEqual([
      [ids.T2, 7],
      [ids.T1, 6],
    ]);
    expect(s.top_referrers).toEqual([
      { host: 'www.google.com', views: 6 },
      { host: 'search.yahoo.co.jp', views: 1 },
      { host: 't.co', views: 1 },
    ]);
  });

  it('gives admins the site over 30 and 90 days, ties by id', async () => {
    const month = await summary('admin', '?days=30');
    expect(activeDays(month)[0]).toEqual([day(10), 2, 1]);
    expect(tops(month.top_articles)).toEqual([
      [ids.A1, 5],
      [ids.A2, 3],
      [ids.B1, 3],
    ]);
    expect(tops(month.top_categories)).toEqual([
      [ids.laundry, 8],
      [ids.kitchen, 3],
    ]);
    expect(tops(month.top_tags)).toEqual([
      [ids.T1, 8],
      [ids.T2, 8],
    ]);
    expect(month.top_referrers).toEqual([
      { host: 'www.google.com', views: 6 },
      { host: 't.co', views: 2 },
      { host: 'search.yahoo.co.jp', views: 1 },
    ]);

    const quarter = await summary('admin', '?days=90');
    expect(quarter.days).toHaveLength(90);
    expect(quarter.days.reduce((n, d) => n + d.views, 0)).toBe(VIEWS.length);
    expect(activeDays(quarter)[0]).toEqual([day(40), 2, 2]);
    expect(tops(quarter.top_articles)).toEqual([
      [ids.A1, 6],
      [ids.A2, 4],
      [ids.B1, 3],
    ]);
    expect(tops(quarter.top_tags)).toEqual([
      [ids.T2, 10],
      [ids.T1, 9],
    ]);
    expect(quarter.top_referrers[0]).toEqual({ host: 'www.google.com', views: 8 });
  });

  it("counts a writer's visitor once a day across their articles", async () => {
    const s = await summary('w1', '?days=7');
    expect(activeDays(s)).toEqual([
      [day(3), 2, 1],
      [day(1), 1, 1],
      [day(0), 4, 2],
    ]);
    expect(tops(s.top_articles)).toEqual([
      [ids.A1, 4],
      [ids.A2, 3],
    ]);
    expect(tops(s.top_categories)).toEqual([
      [ids.laundry, 4],
      [ids.kitchen, 3],
    ]);
    expect(tops(s.top_tags)).toEqual([
      [ids.T2, 7],
      [ids.T1, 4],
    ]);
    expect(s.top_referrers).toEqual([
      { host: 'www.google.com', views: 4 },
      { host: 'search.yahoo.co.jp', views: 1 },
      { host: 't.co', views: 1 },
    ]);

    const other = await summary('w2', '?days=7');
    expect(activeDays(other)).toEqual([
      [day(1), 1, 1],
      [day(0), 1, 1],
    ]);
    expect(tops(other.top_articles)).toEqual([[ids.B1, 2]]);
    expect(tops(other.top_tags)).toEqual([[ids.T1, 2]]);
    expect(other.top_referrers).toEqual([{ host: 'www.google.com', views: 1 }]);
  });

  it('narrows to one article, and shows a writer nothing of an article not theirs', async () => {
    const a1 = await summary('admin', `?days=90&article_id=${ids.A1}`);
    expect(activeDays(a1)).toEqual([
      [day(40), 1, 1],
      [day(10), 1, 1],
      [day(1), 1, 1],
      [day(0), 3, 2],
    ]);
    expect(tops(a1.top_articles)).toEqual([[ids.A1, 6]]);
    expect(tops(a1.top_categories)).toEqual([[ids.laundry, 6]]);
    expect(tops(a1.top_tags)).toEqual([
      [ids.T1, 6],
      [ids.T2, 6],
    ]);
    expect(a1.top_referrers).toEqual([
      { host: 'www.google.com', views: 3 },
      { host: 't.co', views: 2 },
      { host: 'search.yahoo.co.jp', views: 1 },
    ]);

    const own = await summary('w1', `?days=7&article_id=${ids.A2}`);
    expect(activeDays(own)).toEqual([
      [day(3), 2, 1],
      [day(0), 1, 1],
    ]);
    expect(own.top_referrers).toEqual([{ host: 'www.google.com', views: 2 }]);

    const notTheirs = await summary('w1', `?days=7&article_id=${ids.B1}`);
    expect(activeDays(notTheirs)).toEqual([]);
    expect(notTheirs.days).toHaveLength(7);
    expect([notTheirs.top_articles, notTheirs.top_tags, notTheirs.top_referrers]).toEqual([[], [], []]);
  });

  it('leaves article_daily_views as rankings read it: views and distinct visitors per article and day', async () => {
    const rows = await t.deps.db
      .select()
      .from(articleDailyViews)
      .where(eq(articleDailyViews.articleId, ids.A1))
      .orderBy(articleDailyViews.day);
    expect(rows.map((r) => [r.day, r.views, r.visitors])).toEqual([
      [day(40), 1, 1],
      [day(10), 1, 1],
      [day(1), 1, 1],
      [day(0), 3, 2],
    ]);
  });
});

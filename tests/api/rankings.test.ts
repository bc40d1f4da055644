// Rankings from article_daily_views: trending (48 h), period trending, the 30-day rank, by tags, by category.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS, jstDaysAgo } from '../../contract/time.ts';
import { articleDailyViews } from '../../server/db/schema/analytics.ts';
import { rollUpDailyViews } from '../../server/services/analytics/roll-up-daily-views.ts';
import { rankingWindow } from '../../server/services/articles/public/rank-articles.ts';
import { listPeriodTrending, listRank } from '../../server/services/articles/public/trending-articles.ts';
import { listTagsOfTrendingArticles } from '../../server/services/articles/public/trending-tags.ts';
import { build, type TestApp } from '../helpers/app.ts';
import { testDatabases } from '../helpers/databases.ts';
import { createCategory, createWriter } from '../helpers/factories.ts';
import {
  addPageViews,
  addViews,
  createHiddenArticles,
  createPublishedArticle,
  createTag,
  tagArticle,
} from '../helpers/feed-factories.ts';

type Ranked = { id: number; views: number; rank: number };
const ranking = (body: { articles: Ranked[] }) => body.articles.map((x) => [x.id, x.views, x.rank]);

describe.each(testDatabases)('article rankings on %s', (kind) => {
  let t: TestApp;
  const a: Record<string, number> = {};
  const tg: Record<string, number> = {};

  beforeAll(async () => {
    t = await build(kind);
    const deps = t.deps;
    const writerId = (await createWriter(deps)).id;
    const living = await createCategory(deps, { slug: 'living' });
    const food = await createCategory(deps, { slug: 'food', parentId: living.id });
    const diy = await createCategory(deps, { slug: 'diy', parentId: living.id });
    const housework = await createCategory(deps, { slug: 'housework' });
    const laundry = await createCategory(deps, { slug: 'laundry', parentId: housework.id });
    const article = async (hoursAgo: number, categoryId: number) =>
      (await createPublishedArticle(deps, hoursAgo, { writerId, categoryId })).id;

    // Each article is strong in one window and has a big day just outside it.
    a.old = await article(1000, food.id);
    await addViews(deps, a.old, 29, 300); // last day of the 30-day window
    await addViews(deps, a.old, 30, 10_000); // one day too old for any window
    a.week = await article(900, food.id);
    await addViews(deps, a.week, 6, 200); // last day of the 7-day window
    await addViews(deps, a.week, 7, 5000); // month only
    a.yesterday = await article(800, diy.id);
    await addViews(deps, a.yesterday, 1, 120); // inside 48 h
    await addViews(deps, a.yesterday, 2, 4000); // week and month only
    a.today = await article(700, laundry.id);
    await addViews(deps, a.today, 0, 60);
    // Same views today: the newer article goes first.
    a.tieOld = await article(600, laundry.id);
    await addViews(deps, a.tieOld, 0, 30);
    a.tieNew = await article(500, laundry.id);
    await addViews(deps, a.tieNew, 0, 30);
    // Views dated after today (a clock skew, a bad import) and rows of zero views rank nowhere.
    a.future = await article(400, diy.id);
    await addViews(deps, a.future, -2, 99_999);
    await addViews(deps, a.future, 0, 0);
    a.unread = await article(300, food.id);

    const hidden = await createHiddenArticles(deps, { writerId, categoryId: food.id });
    for (const h of Object.values(hidden)) for (const day of [0, 1, 6, 29]) await addViews(deps, h.id, day, 50_000);

    tg.one = (await createTag(deps, { slug: 'one', order: 1 })).id;
    tg.two = (await createTag(deps, { slug: 'two', order: 2 })).id;
    tg.retired = (await createTag(deps, { slug: 'retired', deletedAt: new Date() })).id;
    tg.unused = (await createTag(deps, { slug: 'unused' })).id;
    await tagArticle(deps, a.week, tg.one);
    await tagArticle(deps, a.today, tg.one);
    await tagArticle(deps, a.yesterday, tg.two, tg.retired);
    await tagArticle(deps, a.tieNew, tg.two);
    await tagArticle(deps, a.old, tg.one);
    for (const h of Object.values(hidden)) await tagArticle(deps, h.id, tg.one, tg.two);
  });
  afterAll(() => t?.close());

  const get = async (url: string) => {
    const res = await t.app.inject(`/api/v1/articles/${url}`);
    return { status: res.statusCode, body: res.json() };
  };
  const ids = (list: { id: number }[]) => list.map((x) => x.id);

  describe('trending (48 hours)', () => {
    it('ranks today’s and yesterday’s views, ties to the newer article', async () => {
      const { status, body } = await get('trending');
      expect(status).toBe(200);
      expect(ranking(body)).toEqual([
        [a.yesterday, 120, 1],
        [a.today, 60, 2],
        [a.tieNew, 30, 3],
        [a.tieOld, 30, 4],
      ]);
    });

    it('stops at the limit', async () => {
      expect(ids((await get('trending?limit=2')).body.articles)).toEqual([a.yesterday, a.today]);
    });
  });

  describe('period_trending', () => {
    it('ranks today for period=day (and by default)', async () => {
      const expected = [
        [a.today, 60, 1],
        [a.tieNew, 30, 2],
        [a.tieOld, 30, 3],
      ];
      expect(ranking((await get('period_trending?period=day')).body)).toEqual(expected);
      expect(ranking((await get('period_trending')).body)).toEqual(expected);
    });

    it('ranks the last 7 days for period=week', async () => {
      expect(ranking((await get('period_trending?period=week')).body)).toEqual([
        [a.yesterday, 4120, 1],
        [a.week, 200, 2],
        [a.today, 60, 3],
        [a.tieNew, 30, 4],
        [a.tieOld, 30, 5],
      ]);
    });

    it('ranks the last 30 days for period=month', async () => {
      expect(ranking((await get('period_trending?period=month&limit=3')).body)).toEqual([
        [a.week, 5200, 1],
        [a.yesterday, 4120, 2],
        [a.old, 300, 3],
      ]);
    });

    it('shows yesterday’s ranking while nobody has read anything today', async () => {
      // Seen from tomorrow: "today" has no views yet, so the day ranking is our today.
      const tomorrow = new Date(Date.now() + DAY_MS);
      const { articles } = await listPeriodTrending(t.deps, { period: 'day', limit: 10, now: tomorrow });
      expect(articles.map((x) => [x.id, x.views])).toEqual([
        [a.today, 60],
        [a.tieNew, 30],
        [a.tieOld, 30],
      ]);
      // Week and month never fall back: seen from tomorrow, the week simply moves by a day.
      const week = await listPeriodTrending(t.deps, { period: 'week', limit: 10, now: tomorrow });
      expect(ids(week.articles)).toEqual([a.yesterday, a.today, a.tieNew, a.tieOld]);
    });
  });

  describe('rank (30 days)', () => {
    const month = () => [
      [a.week, 5200, 1],
      [a.yesterday, 4120, 2],
      [a.old, 300, 3],
      [a.today, 60, 4],
      [a.tieNew, 30, 5],
      [a.tieOld, 30, 6],
    ];

    it('ranks every article read in the last 30 days with its views and place', async () => {
      const { status, body } = await get('rank');
      expect(status).toBe(200);
      expect(ranking(body)).toEqual(month());
      expect(body.meta).toEqual({ page: 1, per: 10, total: 6, total_pages: 1 });
      expect(body.articles[0]).toMatchObject({ title: expect.any(String), writer: expect.any(Object) });
    });

    it('keeps counting places across pages, down to the last page and beyond', async () => {
      const second = (await get('rank?page=2&per=4')).body;
      expect(ranking(second)).toEqual(month().slice(4));
      expect(second.meta).toEqual({ page: 2, per: 4, total: 6, total_pages: 2 });
      const beyond = (await get('rank?page=3&per=4')).body;
      expect(beyond).toEqual({ articles: [], meta: { page: 3, per: 4, total: 6, total_pages: 2 } });
    });

    it('counts its window from the given clock', async () => {
      // A day later the old article's last day has left the window.
      const later = await listRank(t.deps, { page: 1, per: 10, now: new Date(Date.now() + DAY_MS) });
      expect(ids(later.articles)).not.toContain(a.old);
      expect(later.meta.total).toBe(5);
    });
  });

  describe('get_trending_articles_by_tags (7 days)', () => {
    it('ranks the articles carrying any of the tags', async () => {
      expect(ranking((await get(`get_trending_articles_by_tags?tag_ids=${tg.one}`)).body)).toEqual([
        [a.week, 200, 1],
        [a.today, 60, 2],
      ]);
      expect(ids((await get(`get_trending_articles_by_tags?tag_ids=${tg.one},${tg.two}`)).body.articles)).toEqual([
        a.yesterday,
        a.week,
        a.today,
        a.tieNew,
      ]);
    });

    it('takes the tags repeated as tag_id too, and both forms together', async () => {
      const expected = [a.yesterday, a.week, a.today, a.tieNew];
      const repeated = await get(`get_trending_articles_by_tags?tag_id=${tg.one}&tag_id=${tg.two}`);
      expect(ids(repeated.body.articles)).toEqual(expected);
      const mixed = await get(`get_trending_articles_by_tags?tag_ids=${tg.two}&tag_id=${tg.one}&limit=2`);
      expect(ids(mixed.body.articles)).toEqual(expected.slice(0, 2));
    });

    it('finds nothing for unknown, unused or trashed tags', async () => {
      for (const id of [999_999, tg.unused, tg.retired]) {
        const { status, body } = await get(`get_trending_articles_by_tags?tag_ids=${id}`);
        expect(status).toBe(200);
        expect(body.articles).toEqual([]);
      }
    });
  });

  describe('category trending and trending tags', () => {
    it('ranks a main category or one subtopic over 7 days in the categorized feed', async () => {
      const living = (await get('categorized?category=living')).body;
      expect(ids(living.trending)).toEqual([a.yesterday, a.week]);
      const food = (await get('categorized?category=living&second_category=food')).body;
      expect(ids(food.trending)).toEqual([a.week]);
      const feed = (await get('categorized?category=housework')).body;
      expect(ids(feed.trending)).toEqual([a.today, a.tieNew, a.tieOld]);
      expect(feed.trending[0]).not.toHaveProperty('views');
      expect((await get('categorized?category=nowhere')).status).toBe(404);
    });

    it('orders tags by the 7-day views of their public articles, leaving out trashed tags', async () => {
      const trending = await listTagsOfTrendingArticles(t.deps, { limit: 10 });
      expect(trending.map((x) => [x.id, x.count])).toEqual([
        [tg.two, 4150],
        [tg.one, 260],
      ]);
      const today = await listTagsOfTrendingArticles(t.deps, { limit: 10, window: 'today' });
      expect(today.map((x) => [x.id, x.count])).toEqual([
        [tg.one, 60],
        [tg.two, 30],
      ]);
    });
  });

  describe('windows', () => {
    it('are JST calendar days ending today', () => {
      // 2026-03-01 00:30 JST is still 2026-02-28 in UTC.
      const now = new Date('2026-02-28T15:30:00Z');
      expect(rankingWindow('today', now)).toEqual({ from: '2026-03-01', to: '2026-03-01' });
      expect(rankingWindow('yesterday', now)).toEqual({ from: '2026-02-28', to: '2026-02-28' });
      expect(rankingWindow('last_48h', now)).toEqual({ from: '2026-02-28', to: '2026-03-01' });
      expect(rankingWindow('last_7_days', now)).toEqual({ from: '2026-02-23', to: '2026-03-01' });
      expect(rankingWindow('last_30_days', now)).toEqual({ from: '2026-01-31', to: '2026-03-01' });
      expect(jstDaysAgo(0, now)).toBe('2026-03-01');
    });
  });

  describe('bad input', () => {
    it.each([
      'period_trending?period=year',
      'period_trending?period=',
      'period_trending?period=DAY',
      'period_trending?limit=0',
      'trending?limit=-1',
      'trending?limit=0',
      'trending?limit=51',
      'trending?limit=x',
      `trending?limit=${encodeURIComponent('1; drop table article_daily_views')}`,
      'rank?per=0',
      'rank?per=101',
      'rank?page=0',
      'rank?page=x',
      'get_trending_articles_by_tags',
      'get_trending_articles_by_tags?tag_ids=',
      'get_trending_articles_by_tags?tag_ids=1;drop',
      'get_trending_articles_by_tags?tag_ids=1,,2',
      'get_trending_articles_by_tags?tag_id=abc',
      'get_trending_articles_by_tags?tag_ids=1&limit=-1',
    ])('answers 422 with Japanese messages for %s', async (url) => {
      const { status, body } = await get(url);
      expect(status).toBe(422);
      const messages = Object.values(body.errors as Record<string, string[]>).flat();
      expect(messages.length).toBeGreaterThan(0);
      for (const message of messages) expect(message).toMatch(/[ぁ-んァ-ン一-龥]/);
    });

    it('leaves the daily views as they were', async () => {
      const [row] = await t.deps.db.select({ n: count() }).from(articleDailyViews);
      expect(row?.n).toBe(11 + 3 * 4);
    });
  });
});

describe.each(testDatabases)('rankings count readers, not hits, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build(kind);
  });
  afterAll(() => t?.close());

  it('puts an article 20 visitors read above one a single visitor hit 1,500 times, in every ranking', async () => {
    const deps = t.deps;
    const writerId = (await createWriter(deps)).id;
    const main = await createCategory(deps, { slug: 'readers-main' });
    const sub = await createCategory(deps, { slug: 'readers-sub', parentId: main.id });
    // The hammered article is the newer one, so no tie-break can be what puts the other first.
    const read = await createPublishedArticle(deps, 20, { writerId, categoryId: sub.id });
    const hammered = await createPublishedArticle(deps, 10, { writerId, categoryId: sub.id });
    const readTag = await createTag(deps);
    const hammeredTag = await createTag(deps);
    await tagArticle(deps, read.id, readTag.id);
    await tagArticle(deps, hammered.id, hammeredTag.id);
    await addPageViews(deps, hammered.id, { views: 1500, visitors: 1 });
    await addPageViews(deps, read.id, { views: 20, visitors: 20 });
    await rollUpDailyViews(deps);

    const [hammeredDay] = await deps.db
      .select()
      .from(articleDailyViews)
      .where(eq(articleDailyViews.articleId, hammered.id));
    expect(hammeredDay).toMatchObject({ views: 1500, visitors: 1 });

    // Places go by readers; `views` stays the page views of the window.
    const expected = [
      [read.id, 20, 1],
      [hammered.id, 1500, 2],
    ];
    const get = async (url: string) => (await t.app.inject(`/api/v1/articles/${url}`)).json();
    expect(ranking(await get('trending'))).toEqual(expected);
    expect(ranking(await get('rank'))).toEqual(expected);
    for (const period of ['day', 'week', 'month']) {
      expect(ranking(await get(`period_trending?period=${period}`))).toEqual(expected);
    }
    const byTags = await get(`get_trending_articles_by_tags?tag_ids=${readTag.id},${hammeredTag.id}`);
    expect(ranking(byTags)).toEqual(expected);
    const category = await get('categorized?category=readers-main');
    expect(category.trending.map((x: { id: number }) => x.id)).toEqual([read.id, hammered.id]);
    const trendingTags = await listTagsOfTrendingArticles(deps, { limit: 10 });
    expect(trendingTags.map((x) => [x.id, x.count])).toEqual([
      [readTag.id, 20],
      [hammeredTag.id, 1500],
    ]);
  });
});

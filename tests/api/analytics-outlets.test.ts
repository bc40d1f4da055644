// 「流入元」: beacons with a campaign or a referrer come out per outlet, per JST day and per article,
// once rolled up; views stored before outlets were kept are counted by the backfill.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutletTraffic } from '../../contract/outlet-traffic.ts';
import { DAY_MS, jstDay, jstDaysAgo } from '../../contract/time.ts';
import { pageViews } from '../../server/db/schema/analytics.ts';
import { backfillViewOutlets } from '../../server/services/analytics/backfill-view-outlets.ts';
import { build, type TestApp } from '../helpers/app.ts';
import { testDatabases } from '../helpers/databases.ts';
import { authHeader, createArticle, createWriter } from '../helpers/factories.ts';

const BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';
const LINE_APP = `${BROWSER} Line/14.1.0`;

type Signals = { referrer_host?: string; utm_source?: string; utm_medium?: string; click_id?: string };

/** Each beacon's signals and the outlet it must be counted under. */
const ARRIVALS: [Signals, string][] = [
  [{ utm_source: 'smartnews', utm_medium: 'feed' }, 'smartnews'],
  [{ referrer_host: 'www.smartnews.com' }, 'smartnews'],
  [{ utm_source: 'yahoo', utm_medium: 'feed' }, 'yahoo'],
  [{ referrer_host: 'news.yahoo.co.jp' }, 'yahoo'],
  [{ click_id: 'yclid' }, 'yahoo'],
  [{ referrer_host: 'com.google.android.googlequicksearchbox' }, 'google_discover'],
  [{ referrer_host: 'www.google.co.jp' }, 'google_search'],
  [{ click_id: 'gclid', referrer_host: 'www.google.com' }, 'google_ads'],
  [{ utm_source: 'line', utm_medium: 'feed' }, 'line'],
  [{ referrer_host: 'line.me' }, 'line'],
  [{ referrer_host: 't.co' }, 'x'],
  [{ click_id: 'twclid' }, 'x'],
  [{ referrer_host: 'l.facebook.com' }, 'facebook'],
  [{ click_id: 'fbclid' }, 'facebook'],
  [{ utm_source: 'gunosy', utm_medium: 'feed' }, 'gunosy'],
  [{ referrer_host: 'gunosy.com' }, 'gunosy'],
  [{ referrer_host: 'www.bing.com' }, 'other_search'],
  [{ referrer_host: 'blog.example.jp' }, 'other_site'],
  [{}, 'direct'],
];

describe.each(testDatabases)('traffic by outlet on %s', (kind) => {
  let t: TestApp;
  const h: Record<string, Record<string, string>> = {};
  const ids: Record<string, number> = {};
  let address = 0;

  /** A beacon from its own address, so each is a visitor of its own unless `ip` says otherwise. */
  const beacon = (articleId: number | null, signals: Signals, options: { ip?: string; userAgent?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/analytics/page_views',
      remoteAddress: options.ip ?? `198.51.100.${++address}`,
      headers: { 'content-type': 'text/plain', 'user-agent': options.userAgent ?? BROWSER },
      payload: JSON.stringify({ path: articleId ? `/articles/${articleId}` : '/', article_id: articleId, ...signals }),
    });
  const outlets = async (who: string, query = '') => {
    const res = await t.app.inject({ url: `/api/v1/analytics/outlets${query}`, headers: h[who] ?? {} });
    expect(res.statusCode).toBe(200);
    return res.json() as OutletTraffic;
  };
  const byOutlet = (traffic: OutletTraffic) =>
    Object.fromEntries(traffic.outlets.map((o) => [o.outlet, [o.views, o.visitors]]));

  beforeAll(async () => {
    t = await build(kind);
    const mine = await createWriter(t.deps);
    const other = await createWriter(t.deps);
    h.mine = await authHeader(t.deps, mine.id);
    h.admin = await authHeader(t.deps, (await createWriter(t.deps, { role: 'admin' })).id);
    ids.mine = (await createArticle(t.deps, { writerId: mine.id })).id;
    ids.other = (await createArticle(t.deps, { writerId: other.id })).id;
    for (const [signals] of ARRIVALS) expect((await beacon(ids.mine, signals)).statusCode).toBe(204);
    // One SmartNews reader reads two articles and the home page: three views, one visitor a day.
    await beacon(ids.mine, { utm_source: 'smartnews' }, { ip: '203.0.113.7' });
    await beacon(ids.other, { utm_source: 'smartnews' }, { ip: '203.0.113.7' });
    await beacon(null, { utm_source: 'smartnews' }, { ip: '203.0.113.7' });
    // LINE's in-app browser sends no referrer; its user agent names it.
    await beacon(ids.other, {}, { userAgent: LINE_APP });
    await t.app.analytics.rollUp();
  });
  afterAll(() => t?.close());

  it('counts each beacon under its outlet, by campaign parameter and by referrer, per JST day', async () => {
    const traffic = await outlets('admin');
    expect(byOutlet(traffic)).toEqual({
      smartnews: [5, 3],
      yahoo: [3, 3],
      google_discover: [1, 1],
      google_search: [1, 1],
      google_ads: [1, 1],
      line: [3, 3],
      x: [2, 2],
      facebook: [2, 2],
      gunosy: [2, 2],
      other_search: [1, 1],
      other_site: [1, 1],
      direct: [1, 1],
    });
    // Most views first.
    expect(traffic.outlets[0]?.outlet).toBe('smartnews');
    const today = jstDay(new Date());
    expect(traffic.days.every((d) => d.day === today)).toBe(true);
    expect(traffic.days.find((d) => d.outlet === 'smartnews')).toEqual({
      day: today,
      outlet: 'smartnews',
      views: 5,
      visitors: 3,
    });
  });

  it('narrows to one article', async () => {
    expect(byOutlet(await outlets('admin', `?article_id=${ids.other}`))).toEqual({
      smartnews: [1, 1],
      line: [1, 1],
    });
    const mine = byOutlet(await outlets('admin', `?days=30&article_id=${ids.mine}`));
    expect(mine.smartnews).toEqual([3, 3]);
    expect(mine.direct).toEqual([1, 1]);
  });

  it("shows a writer only their own articles' outlets", async () => {
    const traffic = byOutlet(await outlets('mine'));
    expect(traffic.smartnews).toEqual([3, 3]);
    expect(traffic.line).toEqual([2, 2]);
    expect((await outlets('mine', `?article_id=${ids.other}`)).outlets).toEqual([]);
  });

  it('counts a visitor once a day per outlet across roll-ups', async () => {
    await beacon(ids.mine, { utm_source: 'smartnews' }, { ip: '203.0.113.7' });
    await t.app.analytics.rollUp();
    expect(byOutlet(await outlets('admin')).smartnews).toEqual([6, 3]);
    expect(byOutlet(await outlets('admin', `?article_id=${ids.mine}`)).smartnews).toEqual([4, 3]);
  });

  it('answers 401 without a session and 422 for another window or an unknown click id', async () => {
    expect((await t.app.inject({ url: '/api/v1/analytics/outlets' })).statusCode).toBe(401);
    const bad = await t.app.inject({ url: '/api/v1/analytics/outlets?days=5', headers: h.admin });
    expect(bad.statusCode).toBe(422);
    const badBeacon = await beacon(ids.mine, { click_id: 'nope' });
    expect(badBeacon.statusCode).toBe(422);
    expect(badBeacon.json().errors.click_id).toEqual(['click_idが正しくありません']);
  });

  it('counts the views stored before outlets were kept from their referrer, once, with exact visitors', async () => {
    const old = (daysAgo: number, referrerHost: string | null, visitor: string) => ({
      at: new Date(Date.now() - daysAgo * DAY_MS),
      path: `/articles/${ids.other}`,
      articleId: ids.other,
      referrerHost,
      visitorHash: visitor.padEnd(64, '0'),
    });
    await t.deps.db
      .insert(pageViews)
      .values([
        old(3, 'news.yahoo.co.jp', 'a'),
        old(3, 'news.yahoo.co.jp', 'a'),
        old(3, 't.co', 'b'),
        old(3, null, 'c'),
        old(1, 'www.google.com', 'd'),
      ]);
    // Rolled up by this release without their outlet, as by the release before it.
    await t.app.analytics.rollUp();
    const threeDaysAgo = jstDaysAgo(3);
    const before = await outlets('admin', `?article_id=${ids.other}`);
    expect(before.days.filter((d) => d.day === threeDaysAgo)).toEqual([]);

    const first = await backfillViewOutlets(t.deps, { batchSize: 2 });
    expect(first.classified).toBe(5);
    expect(first.recountedDays).toEqual([threeDaysAgo, jstDaysAgo(1)]);
    const again = await backfillViewOutlets(t.deps);
    expect(again).toEqual({ classified: 0, recountedDays: [] });

    const after = await outlets('admin', `?article_id=${ids.other}`);
    expect(after.days.filter((d) => d.day === threeDaysAgo)).toEqual([
      { day: threeDaysAgo, outlet: 'direct', views: 1, visitors: 1 },
      { day: threeDaysAgo, outlet: 'x', views: 1, visitors: 1 },
      { day: threeDaysAgo, outlet: 'yahoo', views: 2, visitors: 1 },
    ]);
    expect(after.days.filter((d) => d.day === jstDaysAgo(1))).toEqual([
      { day: jstDaysAgo(1), outlet: 'google_search', views: 1, visitors: 1 },
    ]);
    // Today's numbers, counted by the roll-up, are untouched.
    expect(byOutlet(after).smartnews).toEqual([1, 1]);
    const site = await outlets('admin');
    expect(site.days.find((d) => d.day === threeDaysAgo && d.outlet === 'yahoo')).toMatchObject({ views: 2 });
    const { rows } = (await t.deps.db.execute(
      sql`select count(*)::int as n from page_views where outlet is null`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0]?.n).toBe(0);
  });

  it('reads a campaign named like a property of every object as no campaign, and the dashboard still answers', async () => {
    const writer = await createWriter(t.deps);
    const article = (await createArticle(t.deps, { writerId: writer.id })).id;
    for (const utm_source of ['constructor', '__proto__', 'toString'])
      expect((await beacon(article, { utm_source, referrer_host: 'www.smartnews.com' })).statusCode).toBe(204);
    await t.app.analytics.rollUp();
    expect(byOutlet(await outlets('admin', `?article_id=${article}`))).toEqual({ smartnews: [3, 3] });
  });
});

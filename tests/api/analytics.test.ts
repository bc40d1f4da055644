import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jstDay } from '../../contract/time.ts';
import { articleDailyViews, pageViews, visitorSalts } from '../../server/db/schema/analytics.ts';
import { createPageViewBuffer } from '../../server/services/analytics/page-view-buffer.ts';
import { createSaltKeeper } from '../../server/services/analytics/visitor-hash.ts';
import { build, type TestApp } from '../helpers/app.ts';
import { testDatabases } from '../helpers/databases.ts';
import { authHeader, createArticle, createWriter } from '../helpers/factories.ts';

const BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe.each(testDatabases)('page-view analytics on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build(kind);
  });
  afterAll(() => t?.close());

  const beacon = (payload: unknown, headers: Record<string, string> = {}, ip = '203.0.113.7') =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/analytics/page_views',
      remoteAddress: ip,
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': BROWSER, ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  const storedViews = async (path: string) => t.deps.db.select().from(pageViews).where(eq(pageViews.path, path));

  it('counts beacons, batches them, and rolls them up into the ranking table', async () => {
    const writer = await createWriter(t.deps);
    const popular = await createArticle(t.deps, { writerId: writer.id });
    const quiet = await createArticle(t.deps, { writerId: writer.id });
    for (let i = 0; i < 5; i++) {
      expect(
        (await beacon({ path: `/articles/${popular.id}`, article_id: popular.id }, {}, `198.51.100.${i}`)).statusCode,
      ).toBe(204);
    }
    await beacon({ path: `/articles/${quiet.id}`, article_id: quiet.id, referrer_host: 'WWW.Google.com' });
    await t.app.analytics.rollUp();

    const rows = await t.deps.db
      .select()
      .from(articleDailyViews)
      .where(eq(articleDailyViews.day, jstDay(new Date())))
      .orderBy(sql`${articleDailyViews.views} desc`);
    const mine = rows.filter((r) => r.articleId === popular.id || r.articleId === quiet.id);
    expect(mine.map((r) => [r.articleId, r.views])).toEqual([
      [popular.id, 5],
      [quiet.id, 1],
    ]);
    const [quietView] = await storedViews(`/articles/${quiet.id}`);
    expect(quietView.referrerHost).toBe('www.google.com');
  });

  it('gives one visitor one hash for the day and different visitors different hashes', async () => {
    await beacon({ path: '/same-visitor' }, {}, '192.0.2.1');
    await beacon({ path: '/same-visitor' }, {}, '192.0.2.1');
    await beacon({ path: '/same-visitor' }, {}, '192.0.2.2');
    await t.app.analytics.buffer.flush();
    const hashes = (await storedViews('/same-visitor')).map((v) => v.visitorHash);
    expect(hashes).toHaveLength(3);
    expect(hashes[0]).toBe(hashes[1]);
    expect(hashes[2]).not.toBe(hashes[0]);
    expect(hashes[0]).toMatch(/^[0-9a-f]{64}$/);
  });

  it('does not count bots', async () => {
    expect((await beacon({ path: '/bot-visit' }, { 'user-agent': GOOGLEBOT })).statusCode).toBe(204);
    await t.app.analytics.buffer.flush();
    expect(await storedViews('/bot-visit')).toEqual([]);
  });

  it('does not count signed-in staff', async () => {
    const writer = await createWriter(t.deps);
    await beacon({ path: '/staff-visit' }, await authHeader(t.deps, writer.id));
    await t.app.analytics.buffer.flush();
    expect(await storedViews('/staff-visit')).toEqual([]);
  });

  it('keeps a view that names an unknown article, without the link', async () => {
    await beacon({ path: '/articles/999999', article_id: 999999 });
    await t.app.analytics.buffer.flush();
    const [view] = await storedViews('/articles/999999');
    expect(view.articleId).toBeNull();
  });

  it.each([
    ['broken JSON', '{"path":'],
    ['no path', { article_id: 1 }],
    ['a full URL instead of a path', { path: 'https://evil.example/x' }],
    ['a protocol-relative path', { path: '//evil.example/x' }],
    ['a negative article id', { path: '/x-invalid', article_id: -1 }],
    ['a referrer that is not a host', { path: '/x-invalid', referrer_host: '<script>' }],
    ['a path that is too long', { path: `/${'a'.repeat(3000)}` }],
  ])('refuses %s with a 4xx and stores nothing', async (_name, payload) => {
    const before = (await t.deps.db.select({ n: count() }).from(pageViews))[0].n;
    const res = await beacon(payload);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    await t.app.analytics.buffer.flush();
    expect((await t.deps.db.select({ n: count() }).from(pageViews))[0].n).toBe(before);
  });

  it('stores no IP address anywhere', async () => {
    const ip = '203.0.113.250';
    await beacon({ path: '/privacy-check', referrer_host: 't.co' }, {}, ip);
    await t.app.analytics.buffer.flush();
    const columns = (await t.deps.db.execute(
      sql`select table_name, column_name from information_schema.columns where table_schema = current_schema()`,
    )) as unknown as { rows: { table_name: string; column_name: string }[] };
    const names = columns.rows.map((c) => `${c.table_name}.${c.column_name}`);
    expect(names.filter((n) => /(^|[._])(ip|ip_address|remote_addr|address)$/.test(n))).toEqual([]);
    const rows = await storedViews('/privacy-check');
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(ip);
    expect(JSON.stringify(await t.deps.db.select().from(visitorSalts))).not.toContain(ip);
  });

  it('rotates the salt each JST day and forgets the old one', async () => {
    const keeper = createSaltKeeper(t.deps);
    const monday = new Date('2026-11-23T03:00:00+09:00');
    const tuesday = new Date('2026-11-24T03:00:00+09:00');
    const first = await keeper.saltFor(monday);
    expect(await keeper.saltFor(monday)).toBe(first);
    const second = await keeper.saltFor(tuesday);
    expect(second).not.toBe(first);
    const days = (await t.deps.db.select().from(visitorSalts)).map((r) => r.day);
    expect(days).not.toContain('2026-11-23');
    expect(days).toContain('2026-11-24');
  });

  it('writes large bursts in batches of at most 500 rows, and answers each view once it is stored', async () => {
    const batches: number[] = [];
    // Sees the rows of every INSERT the buffer sends.
    const db = new Proxy(t.deps.db, {
      get(target, prop) {
        if (prop !== 'insert') return Reflect.get(target, prop, target);
        return (table: typeof pageViews) => {
          const insert = target.insert(table);
          return {
            values(rows: unknown[]) {
              batches.push(rows.length);
              return insert.values(rows as never);
            },
          };
        };
      },
    });
    const buffer = createPageViewBuffer({ ...t.deps, db });
    const adds = Array.from({ length: 1200 }, () => buffer.add({ path: '/burst', visitorHash: 'f'.repeat(64) }));
    // Every view is answered once stored, with no flush asked for.
    await Promise.all(adds);
    expect((await storedViews('/burst')).length).toBe(1200);
    expect(Math.max(...batches)).toBeLessThanOrEqual(500);
    expect(batches.reduce((a, b) => a + b, 0)).toBe(1200);
  });
});

describe('shutdown', () => {
  let t: TestApp;
  // Built in a hook: starting an embedded database can take a while on a busy machine.
  beforeAll(async () => {
    t = await build('pglite');
  });
  afterAll(() => t?.close());

  it('flushes buffered page views when the app closes', async () => {
    // Added, not yet written: the app closes before the buffer's own write.
    void t.app.analytics.buffer.add({ path: '/before-shutdown', visitorHash: 'e'.repeat(64) });
    expect(t.app.analytics.buffer.size).toBe(1);
    await t.app.close();
    const rows = await t.deps.db.select().from(pageViews).where(eq(pageViews.path, '/before-shutdown'));
    expect(rows).toHaveLength(1);
  });
});

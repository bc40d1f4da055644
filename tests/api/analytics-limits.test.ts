// What a script can do with the page-view beacon: little. Per-visitor and per-address allowances,
// rankings by distinct visitors, bounded paths, int32 ids.
import { randomInt } from 'node:crypto';
import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pageViews } from '../../server/db/schema/analytics.ts';
import { build, type TestApp } from '../helpers/app.ts';
import { testDatabases } from '../helpers/databases.ts';
import { authHeader, createWriter } from '../helpers/factories.ts';
import { createPublishedArticle } from '../helpers/feed-factories.ts';

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36';

describe.each(testDatabases)('page-view beacon limits on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build(kind);
  });
  afterAll(() => t?.close());

  const beacon = (payload: unknown, ip: string, userAgent = BROWSER) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/analytics/page_views',
      remoteAddress: ip,
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': userAgent },
      payload: JSON.stringify(payload),
    });
  const stored = async (prefix: string) => {
    await t.app.analytics.buffer.flush();
    const [row] = await t.deps.db
      .select({ n: count() })
      .from(pageViews)
      .where(like(pageViews.path, `${prefix}%`));
    return row.n;
  };

  it('stores at most 20 views a minute from one visitor, and answers every beacon the same', async () => {
    const codes = new Set<number>();
    for (let i = 0; i < 30; i++) codes.add((await beacon({ path: `/one-visitor/${i}` }, '198.51.100.10')).statusCode);
    expect([...codes]).toEqual([204]);
    expect(await stored('/one-visitor/')).toBe(20);
    // Someone else on another address is not held back by it.
    await beacon({ path: '/one-visitor/neighbour' }, '198.51.100.11');
    expect(await stored('/one-visitor/')).toBe(21);
  });

  it('stores at most 60 views a minute from one address, however many browsers it claims to be', async () => {
    const codes = new Set<number>();
    for (let i = 0; i < 100; i++) {
      codes.add((await beacon({ path: `/one-address/${i}` }, '198.51.100.20', `${BROWSER} build/${i}`)).statusCode);
    }
    expect([...codes]).toEqual([204]);
    expect(await stored('/one-address/')).toBe(60);
  });

  it('does not let 1,500 beacons from one visitor outrank an article 20 visitors read', async () => {
    const writerId = (await createWriter(t.deps)).id;
    const read = await createPublishedArticle(t.deps, 20, { writerId });
    const scripted = await createPublishedArticle(t.deps, 10, { writerId });
    for (let i = 0; i < 1500; i++) {
      expect(
        (await beacon({ path: `/articles/${scripted.id}`, article_id: scripted.id }, '192.0.2.99')).statusCode,
      ).toBe(204);
    }
    for (let i = 0; i < 20; i++)
      await beacon({ path: `/articles/${read.id}`, article_id: read.id }, `192.0.2.${i + 1}`);
    await t.app.analytics.rollUp();

    for (const url of ['trending', 'rank']) {
      const { articles } = (await t.app.inject(`/api/v1/articles/${url}`)).json() as {
        articles: { id: number; rank: number }[];
      };
      const place = (id: number) => articles.find((a) => a.id === id)?.rank;
      expect(place(read.id)).toBe(1);
      expect(place(scripted.id)).toBe(2);
    }
  });

  it('does not let one address claiming to be 60 browsers outrank an article 20 readers read', async () => {
    const writerId = (await createWriter(t.deps)).id;
    const read = await createPublishedArticle(t.deps, 20, { writerId });
    const scripted = await createPublishedArticle(t.deps, 10, { writerId });
    // Within the address's 60 a minute, each beacon a new user agent: each a new visitor by hash.
    for (let i = 0; i < 60; i++) {
      const res = await beacon(
        { path: `/articles/${scripted.id}`, article_id: scripted.id },
        '192.0.2.150',
        `${BROWSER} rotated/${i}`,
      );
      expect(res.statusCode).toBe(204);
    }
    for (let i = 0; i < 20; i++)
      await beacon({ path: `/articles/${read.id}`, article_id: read.id }, `192.0.2.${160 + i}`);
    // The same address still counts for another article: the bound is per address and article.
    await beacon({ path: `/articles/${read.id}`, article_id: read.id }, '192.0.2.150', `${BROWSER} rotated/0`);
    await t.app.analytics.rollUp();

    const [[scriptedViews], [readViews]] = await Promise.all(
      [scripted.id, read.id].map((id) =>
        t.deps.db.select({ n: count() }).from(pageViews).where(eq(pageViews.articleId, id)),
      ),
    );
    expect(scriptedViews.n).toBe(10);
    expect(readViews.n).toBe(21);
    for (const url of ['trending', 'rank']) {
      const { articles } = (await t.app.inject(`/api/v1/articles/${url}`)).json() as {
        articles: { id: number; rank: number }[];
      };
      const place = (id: number) => articles.find((a) => a.id === id)?.rank;
      expect(place(read.id)).toBeDefined();
      expect(place(scripted.id)).toBeGreaterThan(place(read.id) ?? 0);
    }
  });

  it('stores at most 30 views of one article a day from one address', async () => {
    const article = await createPublishedArticle(t.deps, 1, { writerId: (await createWriter(t.deps)).id });
    const hour = 60 * 60_000;
    const started = Date.now();
    // One salt throughout, as within one JST day, however late the test runs.
    const { salts } = t.app.analytics;
    const saltFor = salts.saltFor;
    const salt = await saltFor(new Date());
    salts.saltFor = async () => salt;
    try {
      // Four hours, each its own window of the hourly allowance (and of the per-minute ones).
      for (let h = 0; h < 4; h++) {
        vi.setSystemTime(started + h * (hour + 60_000));
        for (let i = 0; i < 12; i++) {
          await beacon(
            { path: `/articles/${article.id}`, article_id: article.id },
            '192.0.2.200',
            `${BROWSER} day/${h}/${i}`,
          );
        }
      }
    } finally {
      vi.useRealTimers();
      salts.saltFor = saltFor;
    }
    await t.app.analytics.buffer.flush();
    const [row] = await t.deps.db.select({ n: count() }).from(pageViews).where(eq(pageViews.articleId, article.id));
    expect(row.n).toBe(30);
  });

  it('stores a path of up to 512 characters and refuses a longer one with 422', async () => {
    const longest = `/long-path/${'a'.repeat(512 - '/long-path/'.length)}`;
    expect((await beacon({ path: longest }, '198.51.100.30')).statusCode).toBe(204);
    const res = await beacon({ path: `${longest}a` }, '198.51.100.30');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.path).toEqual(['pathは512文字以内で指定してください']);
    await t.app.analytics.buffer.flush();
    const rows = await t.deps.db
      .select({ path: pageViews.path })
      .from(pageViews)
      .where(like(pageViews.path, '/long-path/%'));
    expect(rows).toEqual([{ path: longest }]);
  });

  it('refuses a path with control characters with 422', async () => {
    const res = await beacon({ path: '/control\nchar\u0007' }, '198.51.100.31');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.path).toEqual(['pathに使えない文字が含まれています']);
    expect(await stored('/control')).toBe(0);
  });

  it('answers 422 for an article id beyond int32, on the beacon and on the summary', async () => {
    const res = await beacon({ path: '/articles/2147483648', article_id: 2_147_483_648 }, '198.51.100.32');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.article_id).toEqual(['IDが大きすぎます']);
    expect(await stored('/articles/2147483648')).toBe(0);

    const admin = await createWriter(t.deps, { role: 'admin' });
    const summary = await t.app.inject({
      url: '/api/v1/analytics/summary?article_id=2147483648',
      headers: await authHeader(t.deps, admin.id),
    });
    expect(summary.statusCode).toBe(422);
    expect(summary.json().errors.article_id).toEqual(['IDが大きすぎます']);
  });
});

// With REDIS_URL every instance shares the allowances (run when TEST_REDIS_URL is set).
describe.skipIf(!process.env.TEST_REDIS_URL)('page-view beacon limits in Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const env = { REDIS_URL: process.env.TEST_REDIS_URL ?? '' };
    a = await build('pglite', { env });
    b = await build('pglite', { env });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('counts one visitor’s beacons on two instances together', async () => {
    // Both instances hash visitors with the same daily salt, as they do when sharing a database.
    const salt = 's'.repeat(64);
    for (const t of [a, b]) t.app.analytics.salts.saltFor = async () => salt;
    const ip = `198.18.${randomInt(0, 255)}.${randomInt(1, 254)}`;
    for (let i = 0; i < 30; i++) {
      const t = i % 2 === 0 ? a : b;
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/analytics/page_views',
        remoteAddress: ip,
        headers: { 'content-type': 'application/json', 'user-agent': BROWSER },
        payload: { path: `/shared-allowance/${i}` },
      });
    }
    let total = 0;
    for (const t of [a, b]) {
      await t.app.analytics.buffer.flush();
      const [row] = await t.deps.db
        .select({ n: count() })
        .from(pageViews)
        .where(like(pageViews.path, '/shared-allowance/%'));
      total += row.n;
    }
    expect(total).toBe(20);
  });
});

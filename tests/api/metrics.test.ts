// GET /metrics: there only with METRICS_TOKEN, only for that token, in Prometheus' text format, with
// requests counted by route pattern, the public cache's hits, the page-view buffer and the roll-up.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageViews } from '../../server/db/schema/analytics.ts';
import { build, type TestApp } from '../helpers/app.ts';
import { testDatabases } from '../helpers/databases.ts';
import { createArticle, createWriter } from '../helpers/factories.ts';
import { loadSsrBuild } from '../helpers/ssr-build.ts';

const TOKEN = 'metrics-token-for-the-tests-0123456789';
const BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';

type Sample = { name: string; labels: Record<string, string>; value: number };

/** The exposition's samples; throws on any line that is neither a comment nor a sample. */
function parseExposition(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('# HELP ') || line.startsWith('# TYPE ')) continue;
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`not an exposition line: ${line}`);
    const labels: Record<string, string> = {};
    for (const [, key = '', value = ''] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[key] = value;
    samples.push({ name: match[1] ?? '', labels, value: Number(match[3]) });
  }
  return samples;
}

/** The sum of `name`'s samples whose labels include `labels` (0 when there is none). */
function total(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  return samples
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);
}

async function scrape(t: TestApp): Promise<Sample[]> {
  const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  return parseExposition(res.body);
}

describe('the metrics endpoint without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build('pglite');
  });
  afterAll(() => t?.close());

  it('does not exist', async () => {
    expect((await t.app.inject('/metrics')).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer anything' } })).statusCode).toBe(
      404,
    );
  });
});

describe.each(testDatabases)('metrics on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build(kind, { env: { METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => t?.close());

  it('answers only to the bearer of the token', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-of-some-length', `JWT ${TOKEN}`, TOKEN]) {
      const res = await t.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
      expect(res.body).not.toContain('http_request_duration_seconds');
    }
  });

  it("answers Prometheus' text format, with the process's own metrics, never kept by a cache", async () => {
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    const names = new Set(parseExposition(res.body).map((s) => s.name));
    expect(names).toContain('process_cpu_user_seconds_total');
    expect(names).toContain('nodejs_eventloop_lag_p99_seconds');
  });

  it('times requests by route pattern and status, never by the URL itself', async () => {
    const before = await scrape(t);
    const categories = { name: 'http_request_duration_seconds_count', labels: { route: '/api/v1/categories' } };
    expect((await t.app.inject('/api/v1/categories')).statusCode).toBe(200);
    expect((await t.app.inject('/api/v1/categories')).statusCode).toBe(200);
    expect((await t.app.inject('/api/v1/articles/4711/comments')).statusCode).toBe(401);
    expect((await t.app.inject('/api/v1/no/such/thing')).statusCode).toBe(404);
    const after = await scrape(t);

    const ok = { ...categories.labels, method: 'GET', status_code: '200' };
    expect(total(after, categories.name, ok) - total(before, categories.name, ok)).toBe(2);
    expect(
      total(after, 'http_request_duration_seconds_count', {
        route: '/api/v1/articles/:id/comments',
        status_code: '401',
      }),
    ).toBe(1);
    expect(
      total(after, 'http_request_duration_seconds_count', { route: '/api/v1/*', status_code: '404' }),
    ).toBeGreaterThanOrEqual(1);
    // Buckets are cumulative: the +Inf one holds every request.
    expect(total(after, 'http_request_duration_seconds_bucket', { ...ok, le: '+Inf' })).toBe(
      total(after, categories.name, ok),
    );
    const routes = after.flatMap((s) => (s.labels.route ? [s.labels.route] : []));
    expect(routes.some((route) => route.includes('4711'))).toBe(false);
  });

  it('reports the database pool on PostgreSQL, and none for the embedded database', async () => {
    await t.app.inject('/api/v1/categories');
    const samples = await scrape(t);
    const pool = samples.filter((s) => s.name.startsWith('salvia_db_pool_'));
    if (kind === 'pglite') {
      expect(pool).toEqual([]);
      return;
    }
    const open = total(samples, 'salvia_db_pool_connections');
    expect(open).toBeGreaterThanOrEqual(1);
    expect(open).toBeLessThanOrEqual(10);
    expect(total(samples, 'salvia_db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(0);
    expect(pool.map((s) => s.name)).toContain('salvia_db_pool_waiting_queries');
  });

  it('shows page views held in memory until they are written', async () => {
    const { buffer } = t.app.analytics;
    // As while the database is away: the views wait in memory.
    const size = Object.getOwnPropertyDescriptor(buffer, 'size') as PropertyDescriptor;
    Object.defineProperty(buffer, 'size', { get: () => 3, configurable: true });
    try {
      expect(total(await scrape(t), 'salvia_page_views_buffered')).toBe(3);
    } finally {
      Object.defineProperty(buffer, 'size', size);
    }
    const beacon = await t.app.inject({
      method: 'POST',
      url: '/api/v1/analytics/page_views',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': BROWSER },
      payload: JSON.stringify({ path: '/categories/kurashi' }),
    });
    expect(beacon.statusCode).toBe(204);
    // Answered once written: nothing is left in memory.
    expect(total(await scrape(t), 'salvia_page_views_buffered')).toBe(0);
  });

  it('times roll-ups and shows how far behind they are', async () => {
    const writer = await createWriter(t.deps);
    const article = await createArticle(t.deps, { writerId: writer.id });
    await t.app.analytics.rollUp();
    let samples = await scrape(t);
    expect(total(samples, 'salvia_analytics_roll_up_duration_seconds_count', { outcome: 'ran' })).toBeGreaterThan(0);
    expect(total(samples, 'salvia_analytics_roll_up_lag_seconds')).toBe(0);

    // A view stored an hour ago and not counted yet: the roll-up is (at least) that far behind.
    await t.deps.db.insert(pageViews).values({
      at: new Date(Date.now() - 3600_000),
      path: `/articles/${article?.id}`,
      articleId: article?.id,
      visitorHash: 'f'.repeat(64),
    });
    samples = await scrape(t);
    expect(total(samples, 'salvia_analytics_roll_up_lag_seconds')).toBeGreaterThanOrEqual(3600);
    await t.app.analytics.rollUp();
    expect(total(await scrape(t), 'salvia_analytics_roll_up_lag_seconds')).toBe(0);
  });

  it('exports every metric the operations guide and the alert rules name', async () => {
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    const exported = new Set([
      ...parseExposition(res.body).map((s) => s.name),
      ...Array.from(res.body.matchAll(/^# TYPE (\S+)/gm), (m) => m[1]),
    ]);
    const root = path.resolve(import.meta.dirname, '../..');
    for (const file of ['docs/operations/metrics.md', 'deploy/prometheus/salvia-alerts.yml']) {
      const text = readFileSync(path.join(root, file), 'utf8');
      const named = new Set(text.match(/\b(?:http|salvia|nodejs|process)_[a-z0-9_]*[a-z0-9]\b/g));
      // The embedded database has no pool to report.
      const expected = [...named].filter((name) => kind === 'postgres' || !name.startsWith('salvia_db_pool_'));
      expect(expected.length, file).toBeGreaterThan(5);
      expect(
        expected.filter((name) => !exported.has(name)),
        file,
      ).toEqual([]);
    }
  });
});

describe('metrics of pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    const ssrBuild = await loadSsrBuild();
    t = await build('pglite', { env: { METRICS_TOKEN: TOKEN, PUBLIC_CACHE_SECONDS: '60' }, ssrBuild });
  });
  afterAll(() => t?.close());

  it('counts public cache hits and misses, and labels pages as one route', async () => {
    const before = await scrape(t);
    const first = await t.app.inject('/');
    const second = await t.app.inject('/');
    expect([first.statusCode, first.headers['x-cache'], second.headers['x-cache']]).toEqual([200, 'miss', 'hit']);
    // A kept page is shared; its request id is not.
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    const after = await scrape(t);
    const delta = (name: string, labels: Record<string, string>) =>
      total(after, name, labels) - total(before, name, labels);
    expect(delta('salvia_public_cache_lookups_total', { result: 'miss' })).toBe(1);
    expect(delta('salvia_public_cache_lookups_total', { result: 'hit' })).toBe(1);
    expect(delta('http_request_duration_seconds_count', { method: 'GET', route: 'page', status_code: '200' })).toBe(2);
  });

  it('answers /metrics itself, not a page, and keeps it out of the public cache', async () => {
    const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.headers['x-cache']).toBeUndefined();
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect((await t.app.inject('/metrics')).statusCode).toBe(401);
  });
});

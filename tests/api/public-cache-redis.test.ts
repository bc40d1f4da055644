// With REDIS_URL the public cache is shared: a page rendered on one instance is served by the
// others, and a save on any instance drops it everywhere (run when TEST_REDIS_URL is set).
import { randomBytes } from 'node:crypto';
import { connect, createServer } from 'node:net';
import { Redis } from 'ioredis';
import pino from 'pino';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicCache } from '../../server/cache/public-cache.ts';
import { createRedisLayer } from '../../server/cache/redis-layer.ts';
import { build, type TestApp } from '../helpers/app.ts';
import { authHeader, createArticle, createCategory, createWriter, saveThroughApi } from '../helpers/factories.ts';
import { loadSsrBuild } from '../helpers/ssr-build.ts';

const redisUrl = process.env.TEST_REDIS_URL;
const log = pino({ level: 'silent' });

/** A cache as one instance holds it, on its own Redis connection; keys under `prefix`. */
function instanceCache(url: string, prefix: string, onChanged: () => void = () => {}) {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: 500 });
  const cache = createPublicCache(60, {
    shared: (forget) =>
      createRedisLayer({
        redis,
        prefix,
        ttlMs: 60_000,
        log,
        onChanged: () => {
          forget();
          onChanged();
        },
      }),
  });
  return {
    cache,
    async close() {
      await cache.close();
      redis.disconnect();
    },
  };
}

/**
 * Waits until an instance's write of a key ending in `key` has reached Redis: instances store what
 * they render without waiting, on connections of their own, so another instance may ask first.
 */
async function untilStored(prefix: string, key: string) {
  const redis = new Redis(redisUrl ?? '');
  try {
    await expect.poll(async () => (await redis.keys(`${prefix}*${key}`)).length > 0, { timeout: 5000 }).toBe(true);
  } finally {
    redis.disconnect();
  }
}

/**
 * The real Redis behind a link that holds back the answer to every GET by `delayMs` until `fast()`;
 * the rest (the handshake, the subscription, its messages) goes through as it comes. Connect to `url`.
 */
async function slowReads(target: string, delayMs: number) {
  const { hostname, port } = new URL(target);
  let slow = true;
  const server = createServer((socket) => {
    const redis = connect(Number(port), hostname);
    let sent = Promise.resolve();
    let reading = false;
    socket.on('data', (chunk) => {
      if (/\r\nget\r\n/i.test(chunk.toString())) reading = true;
      redis.write(chunk);
    });
    redis.on('data', (chunk) => {
      const wait = slow && reading ? delayMs : 0;
      reading = false;
      sent = sent.then(() => new Promise((resolve) => setTimeout(resolve, wait))).then(() => void socket.write(chunk));
    });
    for (const [end, other] of [
      [socket, redis],
      [redis, socket],
    ])
      end.on('error', () => {}).on('close', () => other.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `redis://127.0.0.1:${(server.address() as { port: number }).port}`,
    fast() {
      slow = false;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe.skipIf(!redisUrl)('the public cache in Redis', () => {
  const url = redisUrl ?? '';

  it('hands one instance’s answer, dates and all, to another, and forgets it everywhere on a change', async () => {
    const prefix = `test-${randomBytes(6).toString('hex')}:`;
    let heard = 0;
    const a = instanceCache(url, prefix);
    const b = instanceCache(url, prefix, () => heard++);
    // What each instance keeps beside the cache (its sitemaps) hears of the change too.
    const told = { a: 0, b: 0 };
    a.cache.onInvalidate(() => told.a++);
    b.cache.onInvalidate(() => told.b++);
    try {
      await Promise.all([a.cache.ready(), b.cache.ready()]);
      const publishedAt = new Date('2026-11-22T00:00:00Z');
      let computed = 0;
      const compute = async () => ({ computed: ++computed, publishedAt });
      const first = await a.cache.remember('ranking:day', compute);
      await untilStored(prefix, 'ranking:day');
      const second = await b.cache.remember('ranking:day', compute);
      expect(computed).toBe(1);
      expect(second).toEqual(first);
      expect(second.publishedAt).toBeInstanceOf(Date);

      await a.cache.invalidate();
      await expect.poll(() => heard, { timeout: 5000 }).toBe(1);
      expect(await b.cache.remember('ranking:day', compute)).toEqual({ computed: 2, publishedAt });
      expect(told.a).toBeGreaterThan(0);
      expect(told.b).toBe(1);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('shares entries once a Redis too slow at first answers in time', async () => {
    const link = await slowReads(url, 400);
    const c = instanceCache(link.url, `test-${randomBytes(6).toString('hex')}:`);
    try {
      let synced = false;
      void c.cache.ready().then(() => (synced = true));
      // Connected, but each generation read outlasts the command timeout.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(synced).toBe(false);
      link.fast();
      await expect.poll(() => synced, { timeout: 5000 }).toBe(true);
    } finally {
      await c.close();
      await link.close();
    }
  });

  it('forgets what it holds on hearing a change, even before it could read the generation', async () => {
    const prefix = `test-${randomBytes(6).toString('hex')}:`;
    const link = await slowReads(url, 400);
    let heard = 0;
    const a = instanceCache(url, prefix);
    const b = instanceCache(link.url, prefix, () => heard++);
    try {
      await a.cache.ready();
      // Both listening before the change is made.
      const probe = new Redis(url);
      await expect.poll(async () => (await probe.pubsub('NUMSUB', `${prefix}changed`))[1], { timeout: 5000 }).toBe(2);
      probe.disconnect();
      let computed = 0;
      const compute = async () => ({ computed: ++computed });
      expect(await b.cache.remember('k', compute)).toEqual({ computed: 1 });
      expect(await b.cache.remember('k', compute)).toEqual({ computed: 1 });
      await a.cache.invalidate();
      await expect.poll(() => heard, { timeout: 5000 }).toBe(1);
      expect(await b.cache.remember('k', compute)).toEqual({ computed: 2 });
    } finally {
      await a.close();
      await b.close();
      await link.close();
    }
  });

  it('keeps working on its own while Redis cannot be reached', async () => {
    const c = instanceCache('redis://127.0.0.1:1', `test-${randomBytes(6).toString('hex')}:`);
    try {
      let computed = 0;
      const compute = async () => ({ computed: ++computed });
      expect(await c.cache.remember('k', compute)).toEqual({ computed: 1 });
      expect(await c.cache.remember('k', compute)).toEqual({ computed: 1 });
      await c.cache.invalidate();
      expect(await c.cache.remember('k', compute)).toEqual({ computed: 2 });
      const page = { status: 200, headers: [], body: { plain: Buffer.from('<p>ok</p>') }, etag: 'W/"ok"' };
      (await c.cache.page('/')).store(page);
      expect((await c.cache.page('/')).cached).toBe(page);
    } finally {
      await c.close();
    }
  });
});

describe.skipIf(!redisUrl)('two instances behind one Redis', () => {
  let ssrBuild: ServerBuild;
  let a: TestApp;
  let b: TestApp;
  let articleId: number;
  let admin: Record<string, string>;
  const prefix = `test-${randomBytes(6).toString('hex')}:`;
  beforeAll(async () => {
    ssrBuild = await loadSsrBuild();
    const env = {
      REDIS_URL: redisUrl ?? '',
      REDIS_KEY_PREFIX: prefix,
      PUBLIC_CACHE_SECONDS: '60',
    };
    a = await build('pglite', { env, ssrBuild });
    // The second instance reads and writes the first one's database, as instances of one site do.
    b = await build('pglite', { env, ssrBuild, overrides: { db: a.deps.db, ping: a.deps.ping } });
    await Promise.all([a.deps.publicCache.ready(), b.deps.publicCache.ready()]);
    const writer = await createWriter(a.deps, { role: 'admin' });
    admin = await authHeader(a.deps, writer.id);
    const category = await createCategory(a.deps, { slug: 'shared-living' });
    articleId = (
      await createArticle(a.deps, { title: '押し入れを使い切る', writerId: writer.id, categoryId: category.id })
    ).id;
  });
  afterAll(async () => {
    // The second instance first: it works on the first one's database.
    await b?.close();
    await a?.close();
  });

  it('serves a page rendered on one instance from the other, and shows a save on either at once', async () => {
    const onA = await a.app.inject(`/articles/${articleId}`);
    await untilStored(prefix, `/articles/${articleId}`);
    const onB = await b.app.inject(`/articles/${articleId}`);
    expect([onA.headers['x-cache'], onB.headers['x-cache']]).toEqual(['miss', 'hit']);
    expect(onB.headers.etag).toBe(onA.headers.etag);
    expect(onB.body).toContain('押し入れを使い切る');

    const saved = await saveThroughApi(b.app, admin, articleId, { title: '押し入れを使い切る（改訂）' });
    expect(saved.statusCode).toBe(200);
    // Instance A hears of the save through Redis; its next render shows it.
    await expect
      .poll(async () => (await a.app.inject(`/articles/${articleId}`)).body.includes('押し入れを使い切る（改訂）'), {
        timeout: 5000,
      })
      .toBe(true);
  });
});

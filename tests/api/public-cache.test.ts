// The public cache: one render serves every reader the same bytes under the same policy, a conditional
// request costs no render, and a write through the API shows at once — pages and rankings alike.
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicCache } from '../../server/cache/public-cache.ts';
import { articles, media } from '../../server/db/schema/content.ts';
import { listPeriodTrending } from '../../server/services/articles/public/trending-articles.ts';
import { build, type TestApp } from '../helpers/app.ts';
import { testDatabases } from '../helpers/databases.ts';
import { authHeader, createArticle, createCategory, createWriter, saveThroughApi } from '../helpers/factories.ts';
import { addViews } from '../helpers/feed-factories.ts';
import { loadSsrBuild } from '../helpers/ssr-build.ts';

describe('createPublicCache', () => {
  it('computes an answer once for concurrent callers and again after an invalidation', async () => {
    const cache = createPublicCache(60);
    let calls = 0;
    const compute = async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return { calls };
    };
    const [a, b] = await Promise.all([cache.remember('k', compute), cache.remember('k', compute)]);
    expect([a, b, calls]).toEqual([{ calls: 1 }, { calls: 1 }, 1]);
    expect(await cache.remember('k', compute)).toEqual({ calls: 1 });
    await cache.invalidate();
    expect(await cache.remember('k', compute)).toEqual({ calls: 2 });
  });

  it('keeps a lasting answer across a change, until its time is up', async () => {
    const cache = createPublicCache(60);
    let calls = 0;
    const compute = async () => ({ calls: ++calls });
    await cache.remember('ranking:day', compute, { lasting: true });
    await cache.invalidate();
    expect(await cache.remember('ranking:day', compute, { lasting: true })).toEqual({ calls: 1 });
    expect(await cache.remember('ranking:day', compute)).toEqual({ calls: 2 });
  });

  it('does not keep a page rendered while the content changed', async () => {
    const cache = createPublicCache(60);
    const page = { status: 200, headers: [], body: { plain: Buffer.from('<p>古い</p>') }, etag: 'W/"x"' };
    const slot = await cache.page('/articles/1');
    await cache.invalidate();
    slot.store(page);
    expect((await cache.page('/articles/1')).cached).toBeUndefined();
    (await cache.page('/articles/1')).store(page);
    expect((await cache.page('/articles/1')).cached).toBe(page);
  });

  it('keeps nothing when turned off', async () => {
    const cache = createPublicCache(0);
    let calls = 0;
    await cache.remember('k', async () => ({ n: ++calls }));
    await cache.remember('k', async () => ({ n: ++calls }));
    (await cache.page('/')).store({ status: 200, headers: [], body: { plain: Buffer.alloc(0) }, etag: '' });
    expect([calls, (await cache.page('/')).cached, cache.keepsPages]).toEqual([2, undefined, false]);
  });
});

describe('cached pages', () => {
  let ssrBuild: ServerBuild;
  let t: TestApp;
  let articleId: number;
  let admin: Record<string, string>;
  beforeAll(async () => {
    ssrBuild = await loadSsrBuild();
    t = await build('pglite', { env: { PUBLIC_CACHE_SECONDS: '60' }, ssrBuild });
    const writer = await createWriter(t.deps, { role: 'admin' });
    admin = await authHeader(t.deps, writer.id);
    const category = await createCategory(t.deps, { slug: 'cache-living' });
    articleId = (
      await createArticle(t.deps, { title: '玄関の収納を見直す', writerId: writer.id, categoryId: category.id })
    ).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('renders once and gives every reader the same page under the same policy', async () => {
    const first = await t.app.inject(`/articles/${articleId}`);
    const second = await t.app.inject(`/articles/${articleId}`);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['miss', 'hit']);
    expect(second.body).toContain('玄関の収納を見直す');
    expect(second.body).toBe(first.body);
    expect(first.headers['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/);
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it('lets a shared cache keep a page as long as the process does, one copy per encoding', async () => {
    const plain = await t.app.inject(`/articles/${articleId}`);
    expect(plain.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=600');
    expect(plain.headers.vary).toBe('accept-encoding');
  });

  it('sends a kept page gzip-encoded, the same page once decoded', async () => {
    const plain = await t.app.inject(`/articles/${articleId}`);
    const res = await t.app.inject({ url: `/articles/${articleId}`, headers: { 'accept-encoding': 'gzip, br' } });
    expect([res.headers['x-cache'], res.headers['content-encoding']]).toEqual(['hit', 'gzip']);
    expect(gunzipSync(res.rawPayload).toString()).toBe(plain.body);
    expect(res.headers['content-security-policy']).toBe(plain.headers['content-security-policy']);
  });

  it('answers a conditional request with 304 and no body', async () => {
    const page = await t.app.inject(`/articles/${articleId}`);
    const again = await t.app.inject({
      url: `/articles/${articleId}`,
      headers: { 'if-none-match': String(page.headers.etag) },
    });
    expect([again.statusCode, again.body, again.headers['x-cache']]).toEqual([304, '', 'hit']);
  });

  it('shows a save made through the API on the next request', async () => {
    await t.app.inject(`/articles/${articleId}`);
    const saved = await saveThroughApi(t.app, admin, articleId, { title: '玄関の収納を見直す（改訂）' });
    expect(saved.statusCode).toBe(200);
    const after = await t.app.inject(`/articles/${articleId}`);
    expect(after.headers['x-cache']).toBe('miss');
    expect(after.body).toContain('玄関の収納を見直す（改訂）');
  });

  it('remembers a search page until a save changes what it finds', async () => {
    const search = async () => (await t.app.inject(`/search?keyword=${encodeURIComponent('下駄箱')}`)).body;
    const none = '該当する記事が見つかりませんでした';
    expect(await search()).toContain(none);
    // Written past the app, the remembered answer stands; a save through the API drops it.
    await t.deps.db.update(articles).set({ lead: '下駄箱の整理から。' }).where(eq(articles.id, articleId));
    expect(await search()).toContain(none);
    const saved = await saveThroughApi(t.app, admin, articleId, { lead: '下駄箱から片づける。' });
    expect(saved.statusCode).toBe(200);
    const after = await search();
    expect(after).not.toContain(none);
    expect(after).toContain('<mark>下駄箱</mark>から片づける。');
  });

  it('shows a picture description changed in the library on the next request', async () => {
    const writer = await createWriter(t.deps);
    const [picture] = await t.deps.db
      .insert(media)
      .values({
        url: '/media/2026/11/entrance.jpg',
        variants: [{ width: 1280, url: '/media/2026/11/entrance-1280.webp' }],
        mime: 'image/jpeg',
        bytes: 1,
        alt: '玄関',
      })
      .returning();
    const { id } = await createArticle(t.deps, { writerId: writer.id, thumbnailUrl: picture!.url });
    const heroAlt = async () => {
      const page = await t.app.inject(`/articles/${id}`);
      return [page.headers['x-cache'], page.body.match(/<img[^>]*alt="([^"]*)"[^>]*fetchPriority="high"/)?.[1]];
    };
    await heroAlt();
    expect(await heroAlt()).toEqual(['hit', '玄関']);
    const changed = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/media/update',
      headers: admin,
      payload: { id: picture!.id, alt: '靴が3足並んだ白い玄関' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await heroAlt()).toEqual(['miss', '靴が3足並んだ白い玄関']);
  });

  it('keeps pages for signed-in work out of the cache', async () => {
    const res = await t.app.inject('/admin');
    expect(res.headers['x-cache']).toBeUndefined();
  });
});

describe.each(testDatabases)('remembered rankings on %s', (kind) => {
  let t: TestApp;
  let admin: Record<string, string>;
  const ids: number[] = [];
  beforeAll(async () => {
    t = await build(kind, { env: { PUBLIC_CACHE_SECONDS: '60' } });
    const writer = await createWriter(t.deps, { role: 'admin' });
    admin = await authHeader(t.deps, writer.id);
    for (const views of [30, 20, 10]) {
      const article = await createArticle(t.deps, { writerId: writer.id });
      await addViews(t.deps, article.id, 1, views);
      ids.push(article.id);
    }
  });
  afterAll(() => t?.close());

  const week = async () => (await listPeriodTrending(t.deps, { period: 'week', limit: 2 })).articles;

  it('serves a window from memory, yet never shows an article that left the site', async () => {
    expect((await week()).map((a) => [a.id, a.rank])).toEqual([
      [ids[0], 1],
      [ids[1], 2],
    ]);
    // Remembered: views added behind the cache's back do not move the places until it refreshes…
    await addViews(t.deps, ids[2] as number, 2, 1000);
    expect((await week()).map((a) => a.id)).toEqual([ids[0], ids[1]]);
    // …but an article that leaves the site leaves the ranking with the change that says so (every
    // save of public content announces one), though the counted places are not summed again.
    await t.deps.db
      .update(articles)
      .set({ deletedAt: new Date() })
      .where(eq(articles.id, ids[0] as number));
    await t.deps.publicCache.invalidate();
    expect((await week()).map((a) => [a.id, a.rank])).toEqual([
      [ids[1], 1],
      [ids[2], 2],
    ]);
  });

  it('keeps the counted places across a write through the API, which a save cannot change', async () => {
    const trashed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/articles/delete?id=${ids[1]}`,
      headers: admin,
    });
    expect(trashed.statusCode).toBeLessThan(300);
    // The trash shows at once; the views counted before the write stay until the cache refreshes.
    expect((await week()).map((a) => [a.id, a.views])).toEqual([[ids[2], 10]]);
  });

  it('remembers the total of a public list until a write through the API', async () => {
    const total = async () =>
      (await t.app.inject('/api/v1/articles/public_index?page=1&per=5')).json().meta.total as number;
    const before = await total();
    const writer = await createWriter(t.deps);
    const [one] = await Promise.all([
      createArticle(t.deps, { writerId: writer.id }),
      createArticle(t.deps, { writerId: writer.id }),
    ]);
    expect(await total()).toBe(before);
    const trashed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/articles/delete?id=${one?.id}`,
      headers: admin,
    });
    expect(trashed.statusCode).toBe(200);
    expect(await total()).toBe(before + 1);
  });
});

// What a page miss costs and how many run at once: readers who miss one page together share one
// render, a render that would wait too long is refused at once (503 with Retry-After), and the cards a
// page shows are built once and kept until content changes.
import { eq } from 'drizzle-orm';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { articles } from '../../server/db/schema/content.ts';
import { OVERLOADED_MESSAGE, RETRY_AFTER_SECONDS } from '../../server/plugins/external/under-pressure.ts';
import { build, type TestApp } from '../helpers/app.ts';
import { testDatabases } from '../helpers/databases.ts';
import { createArticle, createCategory, createWriter } from '../helpers/factories.ts';
import { loadSsrBuild } from '../helpers/ssr-build.ts';

let ssrBuild: ServerBuild;
beforeAll(async () => {
  ssrBuild = await loadSsrBuild();
});

async function renders(t: TestApp): Promise<number> {
  const metric = await t.app.metrics.registry.getSingleMetric('salvia_page_renders_total')?.get();
  return metric?.values.reduce((sum, value) => sum + value.value, 0) ?? 0;
}

/** Two articles of one subtopic: each page recommends the other. */
async function twoArticles(t: TestApp) {
  const writer = await createWriter(t.deps);
  const main = await createCategory(t.deps);
  const sub = await createCategory(t.deps, { parentId: main?.id });
  const shown = await createArticle(t.deps, { title: '開かれる記事', writerId: writer.id, categoryId: sub?.id });
  const other = await createArticle(t.deps, { title: 'おすすめされる記事', writerId: writer.id, categoryId: sub?.id });
  return { shown: shown!.id, other: other!.id };
}

describe.each(testDatabases)('page renders on %s', (kind) => {
  describe('with the page cache', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await build(kind, { env: { PUBLIC_CACHE_SECONDS: '60', SHED_LOAD_AFTER_MS: '0' }, ssrBuild });
    });
    afterAll(() => t?.close());

    it('renders a page once for thirty readers who miss it together', async () => {
      const { shown } = await twoArticles(t);
      const before = await renders(t);
      const answers = await Promise.all(Array.from({ length: 30 }, () => t.app.inject(`/articles/${shown}`)));
      expect(answers.map((res) => res.statusCode)).toEqual(Array(30).fill(200));
      for (const res of answers) expect(res.body).toContain('開かれる記事');
      expect((await renders(t)) - before).toBe(1);
    });
  });

  describe('with the page cache off', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await build(kind, { env: { PUBLIC_CACHE_SECONDS: '60', PAGE_CACHE: 'off' }, ssrBuild });
    });
    afterAll(() => t?.close());

    it('renders every request, yet builds each card once until content changes', async () => {
      const { shown, other } = await twoArticles(t);
      const page = async () => {
        const res = await t.app.inject(`/articles/${shown}`);
        expect(res.statusCode).toBe(200);
        expect(res.headers['x-cache']).toBeUndefined();
        return res.body;
      };
      expect(await page()).toContain('おすすめされる記事');
      // Changed behind the cache's back: the kept card still answers…
      await t.deps.db.update(articles).set({ title: '書き換えた題名' }).where(eq(articles.id, other));
      const before = await renders(t);
      expect(await page()).toContain('おすすめされる記事');
      expect((await renders(t)) - before).toBe(1);
      // …until a change is announced, as every save of public content does.
      await t.deps.publicCache.invalidate();
      const after = await page();
      expect(after).toContain('書き換えた題名');
      expect(after).not.toContain('おすすめされる記事');
    });

    it('renders home and an article again from what is kept, without asking the database', async () => {
      const { shown } = await twoArticles(t);
      const paths = ['/', `/articles/${shown}`];
      for (const path of paths) expect((await t.app.inject(path)).statusCode).toBe(200);
      // Both drivers send every statement outside a transaction through their client's query().
      const client = (t.deps.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
      const asked = vi.spyOn(client, 'query');
      try {
        for (const path of paths) expect((await t.app.inject(path)).statusCode).toBe(200);
        const statements = asked.mock.calls.map(([text]) =>
          String(typeof text === 'object' ? (text as { text: string }).text : text),
        );
        expect(statements).toEqual([]);
      } finally {
        asked.mockRestore();
      }
    });
  });

  describe('under more renders than fit in time', () => {
    let t: TestApp;
    beforeAll(async () => {
      // Renders may wait 100 ms for their turn, less than one is first judged to take (200 ms): past
      // the few that run at once, every one is refused.
      t = await build(kind, { env: { PUBLIC_CACHE_SECONDS: '0', SHED_LOAD_AFTER_MS: '100' }, ssrBuild });
    });
    afterAll(() => t?.close());

    it('refuses at once with 503, Retry-After and a Japanese page, and serves again after', async () => {
      const { shown } = await twoArticles(t);
      const answers = await Promise.all(Array.from({ length: 20 }, () => t.app.inject(`/articles/${shown}`)));
      const statuses = answers.map((res) => res.statusCode);
      expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
      const refused = answers.filter((res) => res.statusCode === 503 && res.body.includes('<html'));
      expect(refused.length).toBeGreaterThan(0);
      for (const res of refused) {
        expect(res.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
        expect(res.headers['cache-control']).toBe('private, no-store');
        expect(res.body).toContain(OVERLOADED_MESSAGE);
      }
      // The event loop's lag (SHED_LOAD_AFTER_MS, sampled about once a second) may shed a while longer.
      await vi.waitFor(async () => expect((await t.app.inject(`/articles/${shown}`)).statusCode).toBe(200), {
        timeout: 15_000,
        interval: 200,
      });
    });
  });
});

// Trash means gone from the site: a trashed tag, category or writer takes what hangs on it off every
// public surface (article view, cards, feeds, rankings, search, sitemap, RSS), staff still see it,
// and a restore brings it all back.
import { eq } from 'drizzle-orm';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jstDaysAgo } from '../../contract/time.ts';
import { articleDailyViews } from '../../server/db/schema/analytics.ts';
import { categories } from '../../server/db/schema/content.ts';
import type { Deps } from '../../server/deps.ts';
import { build, type TestApp } from '../helpers/app.ts';
import { testDatabases } from '../helpers/databases.ts';
import { authHeader, createCategory, createWriter } from '../helpers/factories.ts';
import { createPublishedArticle, createTag, tagArticle } from '../helpers/feed-factories.ts';
import { allSitemapText } from '../helpers/sitemaps.ts';
import { loadSsrBuild } from '../helpers/ssr-build.ts';

type Card = { id: number; tags?: { id: number }[] };

/** Read today, by as many distinct visitors as views: every ranking counts it, whichever it orders by. */
async function readToday(deps: Pick<Deps, 'db'>, articleId: number, n: number) {
  await deps.db.insert(articleDailyViews).values({ articleId, day: jstDaysAgo(0), views: n, visitors: n });
}

describe.each(testDatabases)('trash takes things off the public site on %s', (kind) => {
  let t: TestApp;
  let admin: Record<string, string>;
  // Each article: where it is filed, and a word of its title only it has (for search).
  const a: Record<string, { id: number; main: string; sub: string; word: string; writerId: number }> = {};
  const tg: Record<string, number> = {};
  const w: Record<string, number> = {};
  const c: Record<string, number> = {};

  beforeAll(async () => {
    // Sitemaps built anew on every read: a trash shows there within the cache time, here at once.
    t = await build(kind, { sitemaps: { cacheMs: 0 } });
    const deps = t.deps;
    admin = await authHeader(deps, (await createWriter(deps, { role: 'admin' })).id);
    w.alice = (await createWriter(deps, { name: '青木 ほのか' })).id;
    w.bob = (await createWriter(deps, { name: '佐藤 みどり' })).id;
    c.living = (await createCategory(deps, { slug: 'living', title: '暮らし' })).id;
    c.food = (await createCategory(deps, { slug: 'food', title: '食', parentId: c.living })).id;
    c.housework = (await createCategory(deps, { slug: 'housework', title: '家事' })).id;
    c.laundry = (await createCategory(deps, { slug: 'laundry', title: '洗濯', parentId: c.housework })).id;
    tg.fan = (await createTag(deps, { title: '換気扇', slug: 'kankisen', reading: 'かんきせん', order: 0 })).id;
    tg.clean = (await createTag(deps, { title: '掃除', slug: 'souji', reading: 'そうじ', order: 1 })).id;
    tg.towel = (await createTag(deps, { title: 'タオル', slug: 'towel', reading: 'たおる', order: 2 })).id;

    const add = async (key: string, hoursAgo: number, o: { writer: number; sub: number; word: string }) => {
      const [main, sub] = o.sub === c.food ? ['living', 'food'] : ['housework', 'laundry'];
      const row = await createPublishedArticle(deps, hoursAgo, {
        writerId: o.writer,
        categoryId: o.sub,
        title: `${o.word}のコツ`,
        isHighlight: true,
      });
      a[key] = { id: row.id, main: main as string, sub: sub as string, word: o.word, writerId: o.writer };
    };
    await add('hub', 9, { writer: w.alice, sub: c.food, word: 'はじまり' });
    await add('fan', 8, { writer: w.alice, sub: c.food, word: 'フィルター' });
    await add('bob', 7, { writer: w.bob, sub: c.food, word: 'ふきん' });
    await add('laundry', 6, { writer: w.alice, sub: c.laundry, word: '部屋干し' });
    await tagArticle(deps, a.hub!.id, tg.clean);
    await tagArticle(deps, a.fan!.id, tg.fan, tg.clean);
    await tagArticle(deps, a.bob!.id, tg.clean, tg.towel);
    await tagArticle(deps, a.laundry!.id, tg.clean);
    for (const [i, key] of ['hub', 'fan', 'bob', 'laundry'].entries()) await readToday(deps, a[key]!.id, 10 + i);
  });
  afterAll(() => t?.close());

  const api = async (url: string, headers: Record<string, string> = {}, method: 'GET' | 'PUT' | 'DELETE' = 'GET') => {
    const res = await t.app.inject({ method, url: `/api/v1/${url}`, headers });
    return { status: res.statusCode, body: res.statusCode === 204 ? null : res.json() };
  };
  const send = async (method: 'PUT' | 'DELETE', url: string) => {
    const res = await api(url, admin, method);
    expect(res.status, `${method} ${url}`).toBe(200);
  };
  const has = (list: Card[] | undefined, id: number) => (list ?? []).some((x) => x.id === id);
  const text = async (url: string) => (await t.app.inject(url)).body;
  const sitemaps = () => allSitemapText(t.app, t.deps.config.siteUrl);

  /** Every public surface that shows article `key` (as a card, a page or a link). */
  async function surfacesShowing(key: string): Promise<string[]> {
    const x = a[key]!;
    const checks: Record<string, () => Promise<boolean>> = {
      view: async () => (await api(`articles/view?id=${x.id}`)).status === 200,
      public_index: async () => has((await api('articles/public_index?per=100')).body.articles, x.id),
      categorized: async () => has((await api(`articles/categorized?category=${x.main}&per=100`)).body.articles, x.id),
      categorized_trending: async () =>
        has((await api(`articles/categorized?category=${x.main}&per=100`)).body.trending, x.id),
      subtopic: async () => {
        const res = await api(`articles/categorized?category=${x.main}&second_category=${x.sub}&per=100`);
        return res.status === 200 && has(res.body.articles, x.id);
      },
      by_tag: async () =>
        has((await api(`articles/get_articles_by_tag?tag_id=${tg.clean}&per=100`)).body.articles, x.id),
      recommended: async () => {
        const source = key === 'hub' ? a.fan! : a.hub!;
        return has((await api(`articles/get_recommended_articles?id=${source.id}&limit=20`)).body.articles, x.id);
      },
      trending: async () => has((await api('articles/trending?limit=50')).body.articles, x.id),
      period_trending: async () =>
        has((await api('articles/period_trending?period=week&limit=50')).body.articles, x.id),
      rank: async () => has((await api('articles/rank?per=100')).body.articles, x.id),
      trending_by_tags: async () =>
        has((await api(`articles/get_trending_articles_by_tags?tag_ids=${tg.clean}&limit=50`)).body.articles, x.id),
      search: async () => has((await api(`articles/search?title=${encodeURIComponent(x.word)}`)).body.articles, x.id),
      highlights: async () => has((await api('articles/highlights?limit=50')).body.articles, x.id),
      by_writer: async () => {
        const res = await api(`articles/articles_by_writer?writer_id=${x.writerId}&per=100`);
        return res.status === 200 && has(res.body.articles, x.id);
      },
      sitemap: async () => (await sitemaps()).includes(`/articles/${x.id}</loc>`),
      feed: async () => (await text('/feed.xml')).includes(`/articles/${x.id}</link>`),
    };
    const shown: string[] = [];
    for (const [name, check] of Object.entries(checks)) if (await check()) shown.push(name);
    return shown;
  }
  const EVERYWHERE = [
    'view',
    'public_index',
    'categorized',
    'categorized_trending',
    'subtopic',
    'by_tag',
    'recommended',
    'trending',
    'period_trending',
    'rank',
    'trending_by_tags',
    'search',
    'highlights',
    'by_writer',
    'sitemap',
    'feed',
  ];

  /** Staff still reach the article: in full through the view call and in the admin's list. */
  async function staffSee(key: string) {
    const id = a[key]!.id;
    expect((await api(`articles/view?id=${id}`, admin)).status).toBe(200);
    expect(has((await api('articles?per=100', admin)).body.articles, id)).toBe(true);
  }

  /** Every public surface that shows tag `id` (on an article, in a tag list, as a page). */
  async function surfacesShowingTag(id: number): Promise<string[]> {
    const tagged = (cards: Card[] | undefined) => (cards ?? []).some((card) => has(card.tags, id));
    const checks: Record<string, () => Promise<boolean>> = {
      article_view: async () => has((await api(`articles/view?id=${a.fan!.id}`)).body.article.tags, id),
      article_cards: async () => tagged((await api('articles/public_index?per=100')).body.articles),
      ranking_cards: async () => tagged((await api('articles/trending?limit=50')).body.articles),
      recommended_cards: async () =>
        tagged((await api(`articles/get_recommended_articles?id=${a.hub!.id}&limit=20`)).body.articles),
      staff_cards: async () => tagged((await api('articles?per=100', admin)).body.articles),
      related_tags: async () => has((await api('articles/categorized?category=living')).body.related_tags, id),
      tag_page: async () => (await api(`articles/get_articles_by_tag?tag_id=${id}`)).status === 200,
      tags: async () => has((await api('tags?per=100')).body.tags, id),
      tag_view: async () => (await api(`tags/view?id=${id}`)).status === 200,
      tag_search: async () => has((await api(`tags/search?keyword=${encodeURIComponent('換気扇')}`)).body.tags, id),
      selection: async () => has((await api('tags/selection')).body.tags, id),
      trending_tags: async () => has((await api('tags/trendings')).body.tags, id),
      sitemap: async () => (await sitemaps()).includes(`/tags/${id}</loc>`),
    };
    const shown: string[] = [];
    for (const [name, check] of Object.entries(checks)) if (await check()) shown.push(name);
    return shown;
  }

  const TAG_SURFACES = [
    'article_view',
    'article_cards',
    'ranking_cards',
    'recommended_cards',
    'staff_cards',
    'related_tags',
    'tag_page',
    'tags',
    'tag_view',
    'tag_search',
    'selection',
    'trending_tags',
    'sitemap',
  ];

  it('a trashed tag is on no article, card, tag list or trending tags, and a restore brings it back', async () => {
    expect(await surfacesShowingTag(tg.fan)).toEqual(TAG_SURFACES);
    await send('PUT', `tags/move_to_trash?id=${tg.fan}`);
    expect(await surfacesShowingTag(tg.fan)).toEqual([]);
    // Its articles stay public and keep their other, live tags.
    expect(await surfacesShowing('fan')).toEqual(EVERYWHERE);
    const view = (await api(`articles/view?id=${a.fan!.id}`)).body.article;
    expect(view.tags.map((x: { id: number }) => x.id)).toEqual([tg.clean]);

    await send('PUT', `tags/restore?id=${tg.fan}`);
    expect(await surfacesShowingTag(tg.fan)).toEqual(TAG_SURFACES);
  });

  it('a trashed writer takes their articles off every public surface; staff still see them; a restore brings them back', async () => {
    expect(await surfacesShowing('bob')).toEqual(EVERYWHERE);
    expect(has((await api('tags/trendings')).body.tags, tg.towel)).toBe(true);
    await send('DELETE', `writers/delete?id=${w.bob}`);
    expect(await surfacesShowing('bob')).toEqual([]);
    // A tag only their article carried is no longer trending: nobody can read that article now.
    expect(has((await api('tags/trendings')).body.tags, tg.towel)).toBe(false);
    expect((await api(`writers/show_public?id=${w.bob}`)).status).toBe(404);
    expect(has((await api('writers/public_writers?per=100')).body.writers, w.bob)).toBe(false);
    expect(await sitemaps()).not.toContain(`/writers/${w.bob}</loc>`);
    await staffSee('bob');
    // Other writers' articles are untouched.
    expect(await surfacesShowing('hub')).toEqual(EVERYWHERE);

    await send('PUT', `writers/restore?id=${w.bob}`);
    expect(await surfacesShowing('bob')).toEqual(EVERYWHERE);
    expect((await api(`writers/show_public?id=${w.bob}`)).body.writer.article_count).toBe(1);
  });

  it('a trashed subtopic takes its articles off every public surface (its page answers 404); staff still see them; a restore brings them back', async () => {
    expect(await surfacesShowing('laundry')).toEqual(EVERYWHERE);
    await send('PUT', `categories/move_to_trash?id=${c.laundry}`);
    expect(await surfacesShowing('laundry')).toEqual([]);
    expect((await api('articles/categorized?category=housework&second_category=laundry')).status).toBe(404);
    // The writer's count is of what the public can read.
    expect((await api(`writers/show_public?id=${w.alice}`)).body.writer.article_count).toBe(2);
    await staffSee('laundry');
    expect(await surfacesShowing('hub')).toEqual(EVERYWHERE);

    await send('PUT', `categories/restore?id=${c.laundry}`);
    expect(await surfacesShowing('laundry')).toEqual(EVERYWHERE);
    expect((await api(`writers/show_public?id=${w.alice}`)).body.writer.article_count).toBe(3);
  });

  it('a trashed main category hides the articles of its subtopics, even of one left live', async () => {
    // The admin refuses to trash a main category before its subtopics; older data may still hold one.
    await t.deps.db.update(categories).set({ deletedAt: new Date() }).where(eq(categories.id, c.housework));
    expect(await surfacesShowing('laundry')).toEqual([]);
    expect((await api(`categories/view?id=${c.laundry}`)).status).toBe(404);
    await staffSee('laundry');
    await t.deps.db.update(categories).set({ deletedAt: null }).where(eq(categories.id, c.housework));
    expect(await surfacesShowing('laundry')).toEqual(EVERYWHERE);
  });
});

describe('the article page (server-rendered) after a trash', () => {
  let ssrBuild: ServerBuild;
  let t: TestApp;
  let admin: Record<string, string>;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    ssrBuild = await loadSsrBuild();
    t = await build('pglite', { ssrBuild });
    admin = await authHeader(t.deps, (await createWriter(t.deps, { role: 'admin' })).id);
    const writer = await createWriter(t.deps);
    const main = await createCategory(t.deps, { slug: 'housework', title: '家事' });
    const sub = await createCategory(t.deps, { slug: 'cleaning', title: '掃除', parentId: main.id });
    ids.writer = writer.id;
    ids.article = (await createPublishedArticle(t.deps, 1, { writerId: writer.id, categoryId: sub.id })).id;
    ids.fan = (await createTag(t.deps, { title: '換気扇', slug: 'kankisen' })).id;
    ids.clean = (await createTag(t.deps, { title: '大掃除', slug: 'oosouji' })).id;
    await tagArticle(t.deps, ids.article, ids.fan, ids.clean);
  });
  afterAll(async () => {
    await t?.close();
  });

  const page = () => t.app.inject(`/articles/${ids.article}`);
  const call = async (method: 'PUT' | 'DELETE', url: string) =>
    expect((await t.app.inject({ method, url: `/api/v1/${url}`, headers: admin })).statusCode).toBe(200);

  it('no longer links a trashed tag, and links it again once restored', async () => {
    expect((await page()).body).toContain(`href="/tags/${ids.fan}"`);
    await call('PUT', `tags/move_to_trash?id=${ids.fan}`);
    const res = await page();
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(`href="/tags/${ids.fan}"`);
    expect(res.body).not.toContain('#換気扇');
    expect(res.body).toContain(`href="/tags/${ids.clean}"`);
    await call('PUT', `tags/restore?id=${ids.fan}`);
    expect((await page()).body).toContain(`href="/tags/${ids.fan}"`);
  });

  it('answers 404 while its writer is in the trash', async () => {
    await call('DELETE', `writers/delete?id=${ids.writer}`);
    expect((await page()).statusCode).toBe(404);
    await call('PUT', `writers/restore?id=${ids.writer}`);
    expect((await page()).statusCode).toBe(200);
  });
});

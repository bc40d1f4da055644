import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { articles } from '../../server/db/schema/content.ts';
import { articleReviewers, reviewers } from '../../server/db/schema/reviewers.ts';
import { series, seriesEpisodes } from '../../server/db/schema/series.ts';
import { build, type TestApp } from '../helpers/app.ts';
import { testDatabases } from '../helpers/databases.ts';
import { authHeader, createArticle, createCategory, createWriter } from '../helpers/factories.ts';
import { createPublishedArticle, createTag, tagArticle } from '../helpers/feed-factories.ts';
import { crawlSitemaps, sitemapLines } from '../helpers/sitemaps.ts';
import { loadSsrBuild } from '../helpers/ssr-build.ts';

const HOUR_MS = 60 * 60 * 1000;
/** Small article sitemaps, so a handful of articles spreads over several files, each read in steps. */
const URLS_PER_FILE = 3;
const ROWS_PER_READ = 2;

describe.each(testDatabases)('sitemaps, feed and robots on %s', (kind) => {
  let t: TestApp;
  let site: string;
  let ids: {
    published: number;
    draft: number;
    scheduled: number;
    trashed: number;
    sponsored: number;
    noindex: number;
    canonicalElsewhere: number;
  };
  let publicIds: number[];
  let writerId: number;
  let tagId: number;
  /** A reviewer and a series with a public article, and one of each with only a draft. */
  let shown: { reviewer: number; series: number };
  let unshown: { reviewer: number; series: number };
  let edited: { id: number; updatedAt: Date };
  let lateRelease: { id: number; publishedAt: Date };
  beforeAll(async () => {
    // Built anew on every read: these tests look at content, the cache has its own test below.
    t = await build(kind, { sitemaps: { urlsPerFile: URLS_PER_FILE, rowsPerRead: ROWS_PER_READ, cacheMs: 0 } });
    site = t.deps.config.siteUrl;
    const writer = await createWriter(t.deps, { name: '山田 花子' });
    writerId = writer.id;
    const main = await createCategory(t.deps, { slug: 'living', title: '暮らし' });
    const sub = await createCategory(t.deps, { slug: 'food', title: '食', parentId: main.id });
    const base = { writerId: writer.id, categoryId: sub.id };
    ids = {
      published: (await createArticle(t.deps, { ...base, title: '季節の<おかず> & 常備菜' })).id,
      draft: (await createArticle(t.deps, { ...base, status: 'draft', publishedAt: null })).id,
      scheduled: (await createArticle(t.deps, { ...base, publishedAt: new Date(Date.now() + 86_400_000) })).id,
      trashed: (await createArticle(t.deps, { ...base, deletedAt: new Date() })).id,
      sponsored: (
        await createArticle(t.deps, {
          ...base,
          title: '新しい洗剤を試しました',
          isPr: true,
          sponsor: '株式会社ひだまり',
        })
      ).id,
      // Public, but not for search engines to list: marked noindex, or the original is elsewhere.
      noindex: (await createArticle(t.deps, { ...base, noindex: true })).id,
      canonicalElsewhere: (await createArticle(t.deps, { ...base, canonicalUrl: 'https://example.com/original' })).id,
    };
    publicIds = [ids.published, ids.sponsored];
    // Enough public articles for several files of three, with hidden ones among them.
    for (let i = 0; i < 8; i++) {
      publicIds.push((await createPublishedArticle(t.deps, 30 + i, base)).id);
      if (i % 3 === 0) await createArticle(t.deps, { ...base, status: 'draft', publishedAt: null });
    }
    // Edited after it went out: its page changed at the edit.
    const editedRow = await createPublishedArticle(t.deps, 100, { ...base, updatedAt: new Date(Date.now() - HOUR_MS) });
    edited = { id: editedRow.id, updatedAt: editedRow.updatedAt };
    // Written long ago, out only since a scheduled time: its page changed when it went out.
    const lateRow = await createPublishedArticle(t.deps, 2, {
      ...base,
      updatedAt: new Date(Date.now() - 500 * HOUR_MS),
    });
    lateRelease = { id: lateRow.id, publishedAt: lateRow.publishedAt as Date };
    publicIds.push(edited.id, lateRelease.id);
    tagId = (await createTag(t.deps)).id;
    await tagArticle(t.deps, editedRow.id, tagId);
    const [doctor, dietitian] = await t.deps.db
      .insert(reviewers)
      .values([
        { name: '森川 玲子', credentials: '医師' },
        { name: '大野 さやか', credentials: '管理栄養士' },
      ])
      .returning({ id: reviewers.id });
    const [comic, column] = await t.deps.db
      .insert(series)
      .values([{ title: 'ゆるっと家族日記' }, { title: 'これから始まる連載' }])
      .returning({ id: series.id });
    shown = { reviewer: doctor!.id, series: comic!.id };
    unshown = { reviewer: dietitian!.id, series: column!.id };
    await t.deps.db.insert(articleReviewers).values([
      { articleId: editedRow.id, reviewerId: shown.reviewer },
      { articleId: ids.draft, reviewerId: unshown.reviewer },
    ]);
    await t.deps.db.insert(seriesEpisodes).values([
      { articleId: editedRow.id, seriesId: shown.series, episodeNumber: 1 },
      { articleId: ids.draft, seriesId: unshown.series, episodeNumber: 1 },
    ]);
  });
  afterAll(() => t?.close());

  it('serves /sitemap.xml as an index of the pages sitemap and the article sitemaps, each with its newest change', async () => {
    const { index, files } = await crawlSitemaps(t.app, site);
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toContain('application/xml');
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index.body).not.toContain('<urlset');
    expect(files[0]?.path).toBe('/sitemaps/pages.xml');
    const articleFiles = files.slice(1);
    expect(articleFiles.length).toBeGreaterThan(1);
    for (const file of files) {
      expect(file.status, file.path).toBe(200);
      expect(file.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      // The index dates each file by the newest change among its URLs.
      const newest = file.urls
        .map((u) => u.lastmod ?? '')
        .sort()
        .at(-1);
      expect(file.lastmod, file.path).toBe(newest);
      expect(file.lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    }
    for (const file of articleFiles) expect(file.path).toMatch(/^\/sitemaps\/articles-\d+\.xml$/);
  });

  it('splits the public articles over files of at most URLS_PER_FILE, by blocks of ids, none lost or repeated', async () => {
    const { files } = await crawlSitemaps(t.app, site);
    const listed: number[] = [];
    for (const file of files.slice(1)) {
      expect(file.urls.length).toBeGreaterThan(0);
      expect(file.urls.length).toBeLessThanOrEqual(URLS_PER_FILE);
      const block = Number(/articles-(\d+)\.xml$/.exec(file.path)?.[1]);
      for (const url of file.urls) {
        const id = Number(/^\/articles\/(\d+)$/.exec(url.path)?.[1]);
        expect(Math.floor(id / URLS_PER_FILE), url.path).toBe(block);
        listed.push(id);
      }
    }
    expect(listed.toSorted((a, b) => a - b)).toEqual(publicIds.toSorted((a, b) => a - b));
    // Articles are only in article files.
    expect(files[0]?.urls.some((u) => u.path.startsWith('/articles/'))).toBe(false);
  });

  it('lists home, the lists, the ranking, categories, tags, writers, reviewers and series in the pages sitemap, and no unpublished article anywhere', async () => {
    const { files } = await crawlSitemaps(t.app, site);
    const pages = (files[0]?.urls ?? []).map((u) => u.path);
    for (const path of ['/', '/articles', '/ranking', '/tag_list', '/writers', '/living', '/living/food']) {
      expect(pages).toContain(path);
    }
    expect(pages).toContain(`/tags/${tagId}`);
    expect(pages).toContain(`/writers/${writerId}`);
    expect(pages).toContain(`/reviewers/${shown.reviewer}`);
    expect(pages).toContain(`/series/s/${shown.series}`);
    // Reviewed nothing public yet, or no episode out yet: no page to list (a series' page is a 404).
    expect(pages).not.toContain(`/reviewers/${unshown.reviewer}`);
    expect(pages).not.toContain(`/series/s/${unshown.series}`);
    for (const path of pages) expect(pages.indexOf(path), path).toBe(pages.lastIndexOf(path));
    const everything = files.map((f) => f.body).join('\n');
    for (const hidden of [ids.draft, ids.scheduled, ids.trashed, ids.noindex, ids.canonicalElsewhere]) {
      expect(everything).not.toContain(`/articles/${hidden}<`);
    }
  });

  it('dates an article by the later of its last edit and its publication, and a category, tag or writer by its newest article', async () => {
    const { files } = await crawlSitemaps(t.app, site);
    const lastmod = new Map(files.flatMap((f) => f.urls).map((u) => [u.path, u.lastmod]));
    expect(lastmod.get(`/articles/${edited.id}`)).toBe(edited.updatedAt.toISOString());
    expect(lastmod.get(`/articles/${lateRelease.id}`)).toBe(lateRelease.publishedAt.toISOString());
    const newestArticle = [...lastmod.entries()]
      .filter(([path]) => path.startsWith('/articles/'))
      .map(([, mod]) => mod ?? '')
      .sort()
      .at(-1);
    // Every public article here is in 食, under 暮らし, by one writer.
    expect(lastmod.get('/living/food')).toBe(newestArticle);
    expect(lastmod.get('/living')).toBe(newestArticle);
    expect(lastmod.get(`/writers/${writerId}`)).toBe(newestArticle);
    expect(lastmod.get(`/tags/${tagId}`)).toBe(edited.updatedAt.toISOString());
    expect(lastmod.get(`/reviewers/${shown.reviewer}`)).toBe(edited.updatedAt.toISOString());
    expect(lastmod.get(`/series/s/${shown.series}`)).toBe(edited.updatedAt.toISOString());
  });

  it('sends every sitemap gzip-encoded to a client that takes gzip, the same document as the plain one', async () => {
    for (const path of ['/sitemap.xml', '/sitemaps/pages.xml', '/sitemaps/articles-0.xml', '/sitemap-news.xml']) {
      const plain = await t.app.inject(path);
      const packed = await t.app.inject({ url: path, headers: { 'accept-encoding': 'gzip, br' } });
      expect([plain.statusCode, packed.statusCode, packed.headers['content-encoding']], path).toEqual([
        200,
        200,
        'gzip',
      ]);
      expect(gunzipSync(packed.rawPayload).toString(), path).toBe(plain.body);
    }
  });

  it('answers 404 for a sitemap file that does not exist', async () => {
    const emptyBlock = Math.floor(Math.max(...publicIds) / URLS_PER_FILE) + 5;
    for (const path of [
      `/sitemaps/articles-${emptyBlock}.xml`,
      '/sitemaps/articles-01.xml',
      '/sitemaps/articles-.xml',
      '/sitemaps/articles-9999999999.xml',
      '/sitemaps/articles-99999999999999999999.xml',
      '/sitemaps/tags.xml',
      '/sitemaps/pages.xml.gz',
    ]) {
      expect((await t.app.inject(path)).statusCode, path).toBe(404);
    }
  });

  it('serves RSS 2.0 with escaped titles and 「PR」 on sponsored items', async () => {
    const res = await t.app.inject('/feed.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/rss+xml');
    expect(res.body).toContain('<rss version="2.0"');
    expect(res.body).toContain('季節の&lt;おかず&gt; &amp; 常備菜');
    expect(res.body).toContain('【PR】新しい洗剤を試しました（提供：株式会社ひだまり）');
    expect(res.body).not.toContain(`/articles/${ids.draft}<`);
    expect(res.body).not.toContain(`/articles/${ids.scheduled}<`);
  });

  it('names the sitemap index and the news sitemap in robots.txt and keeps crawlers out of the admin', async () => {
    const res = await t.app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`Sitemap: ${site}/sitemap.xml\n`);
    expect(res.body).toContain(`Sitemap: ${site}/sitemap-news.xml\n`);
    expect(res.body).toContain('Disallow: /admin');
  });
});

describe('an article page under its search and social settings', () => {
  let t: TestApp;
  let writerId: number;
  let subId: number;
  beforeAll(async () => {
    t = await build('pglite', { ssrBuild: await loadSsrBuild() });
    writerId = (await createWriter(t.deps)).id;
    const main = await createCategory(t.deps, { slug: 'living' });
    subId = (await createCategory(t.deps, { slug: 'food', parentId: main.id })).id;
  });
  afterAll(() => t?.close());

  const head = async (id: number) => {
    const res = await t.app.inject({ method: 'GET', url: `/articles/${id}` });
    expect(res.statusCode).toBe(200);
    return res.body.slice(0, res.body.indexOf('</head>'));
  };

  it('uses the SEO title, description, share picture and canonical address, and says noindex', async () => {
    const { id } = await createArticle(t.deps, {
      writerId,
      categoryId: subId,
      title: '本文と同じタイトル',
      lead: 'リード文',
      thumbnailUrl: '/media/thumb.webp',
      metaTitle: '検索向けのタイトル',
      metaDescription: '検索結果に出す説明文',
      ogImageUrl: '/media/share.webp',
      canonicalUrl: 'https://example.com/original',
      noindex: true,
    });
    const html = await head(id);
    expect(html).toContain('<title>検索向けのタイトル | Salvia</title>');
    expect(html).toContain('<meta name="description" content="検索結果に出す説明文"/>');
    expect(html).toContain(`<meta property="og:image" content="${t.deps.config.siteUrl}/media/share.webp"/>`);
    expect(html).toContain('<link rel="canonical" href="https://example.com/original"/>');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  it("falls back to the article's own title, lead, thumbnail and address", async () => {
    const { id } = await createArticle(t.deps, {
      writerId,
      categoryId: subId,
      title: '記事のタイトル',
      lead: '記事のリード',
      thumbnailUrl: '/media/thumb.webp',
    });
    const html = await head(id);
    expect(html).toContain('<title>記事のタイトル | Salvia</title>');
    expect(html).toContain('<meta name="description" content="記事のリード"/>');
    expect(html).toContain(`<meta property="og:image" content="${t.deps.config.siteUrl}/media/thumb.webp"/>`);
    expect(html).toContain(`<link rel="canonical" href="${t.deps.config.siteUrl}/articles/${id}"/>`);
    expect(html).not.toContain('noindex');
  });

  it('says 【PR】 once in the title and the share card of a sponsored article whose title already does', async () => {
    const sponsored = { writerId, categoryId: subId, isPr: true, sponsor: '株式会社ひだまり' };
    const titled = await createArticle(t.deps, { ...sponsored, title: '【PR】新しい洗剤を試しました' });
    const bracketed = await createArticle(t.deps, { ...sponsored, title: '洗剤の話', metaTitle: '[PR] 洗剤の話' });
    for (const { id } of [titled, bracketed]) {
      const html = await head(id);
      expect(html).not.toMatch(/【PR】\s*[【［[]PR/);
      expect(html).toMatch(
        /<title>【PR】(新しい洗剤を試しました|洗剤の話)（提供：株式会社ひだまり） \| Salvia<\/title>/,
      );
      expect(html).toMatch(
        /<meta property="og:title" content="【PR】(新しい洗剤を試しました|洗剤の話)（提供：株式会社ひだまり）/,
      );
    }
  });
});

describe.each(testDatabases)('sitemap cache on %s', (kind) => {
  let t: TestApp;
  afterAll(() => t?.close());

  it('serves a built sitemap again for a while instead of building it anew on every read', async () => {
    t = await build(kind);
    const site = t.deps.config.siteUrl;
    const writer = await createWriter(t.deps);
    const first = await createArticle(t.deps, { writerId: writer.id });
    const before = await crawlSitemaps(t.app, site);
    const added = await createArticle(t.deps, { writerId: writer.id });

    const after = await crawlSitemaps(t.app, site);
    expect(after.index.body).toBe(before.index.body);
    expect(after.files.map((f) => f.body)).toEqual(before.files.map((f) => f.body));
    expect(after.files.flatMap((f) => f.urls).map((u) => u.path)).toContain(`/articles/${first.id}`);

    // The same database read by an app that keeps nothing: the new article is there.
    const uncached = await buildApp(t.deps, { sitemaps: { cacheMs: 0 } });
    try {
      const fresh = await crawlSitemaps(uncached, site);
      expect(fresh.files.flatMap((f) => f.urls).map((u) => u.path)).toContain(`/articles/${added.id}`);
    } finally {
      await uncached.close();
    }
  });
});

describe.each(testDatabases)('sitemaps and the feed after a content change on %s', (kind) => {
  it.each(['0', '60'])(
    'drops them with the page cache (PUBLIC_CACHE_SECONDS=%s): a trashed article leaves at once',
    async (seconds) => {
      // The sitemaps keep their own 5-minute cache; the pages keep theirs as PUBLIC_CACHE_SECONDS says.
      const t = await build(kind, { env: { PUBLIC_CACHE_SECONDS: seconds } });
      try {
        const site = t.deps.config.siteUrl;
        const admin = await authHeader(t.deps, (await createWriter(t.deps, { role: 'admin' })).id);
        const kept = await createPublishedArticle(t.deps, 2, { writerId: (await createWriter(t.deps)).id });
        const article = await createPublishedArticle(t.deps, 1, { writerId: kept.writerId });
        const listed = async () => {
          const { files } = await crawlSitemaps(t.app, site);
          const news = await t.app.inject('/sitemap-news.xml');
          const feed = await t.app.inject('/feed.xml');
          const bodies = { sitemaps: files.map((f) => f.body).join('\n'), news: news.body, feed: feed.body };
          return Object.fromEntries(
            Object.entries(bodies).map(([name, body]) => [name, body.includes(`${site}/articles/${article.id}<`)]),
          );
        };
        expect(await listed()).toEqual({ sitemaps: true, news: true, feed: true });

        const trashed = await t.app.inject({
          method: 'DELETE',
          url: `/api/v1/articles/delete?id=${article.id}`,
          headers: admin,
        });
        expect(trashed.statusCode, trashed.body).toBe(200);
        expect(await listed()).toEqual({ sitemaps: false, news: false, feed: false });

        const restored = await t.app.inject({
          method: 'PUT',
          url: `/api/v1/articles/restore?id=${article.id}`,
          headers: admin,
        });
        expect(restored.statusCode, restored.body).toBe(200);
        expect(await listed()).toEqual({ sitemaps: true, news: true, feed: true });

        // A CDN keeps them no longer than it keeps a page, so the change shows there in the same time.
        for (const path of ['/sitemap.xml', '/sitemaps/articles-0.xml', '/sitemap-news.xml', '/feed.xml']) {
          const cacheControl = String((await t.app.inject(path)).headers['cache-control']);
          if (seconds === '0') expect(cacheControl, path).not.toMatch(/max-age=[1-9]/);
          else expect(cacheControl, path).not.toMatch(new RegExp(`max-age=(?!${seconds}\\b|0\\b)\\d+`));
        }
      } finally {
        await t.close();
      }
    },
  );
});

describe.each(testDatabases)('Google News sitemap on %s', (kind) => {
  let t: TestApp;
  let body: string;
  let ids: Record<'recent' | 'dayOld' | 'stale' | 'scheduled' | 'draft' | 'trashed' | 'sponsored', number>;
  let recentPublishedAt: Date;
  beforeAll(async () => {
    t = await build(kind, { sitemaps: { cacheMs: 0 } });
    const writer = await createWriter(t.deps);
    const base = { writerId: writer.id };
    const recent = await createPublishedArticle(t.deps, 1, { ...base, title: '「時短」レシピ <朝> & "夜"' });
    recentPublishedAt = recent.publishedAt as Date;
    ids = {
      recent: recent.id,
      dayOld: (await createPublishedArticle(t.deps, 47, base)).id,
      stale: (await createPublishedArticle(t.deps, 49, base)).id,
      scheduled: (await createArticle(t.deps, { ...base, publishedAt: new Date(Date.now() + HOUR_MS) })).id,
      draft: (await createArticle(t.deps, { ...base, status: 'draft', publishedAt: null })).id,
      trashed: (await createPublishedArticle(t.deps, 2, { ...base, deletedAt: new Date() })).id,
      sponsored: (await createPublishedArticle(t.deps, 3, { ...base, title: '洗剤の話', isPr: true })).id,
    };
    const res = await t.app.inject('/sitemap-news.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    body = res.body;
  });
  afterAll(() => t?.close());

  const listedIds = () => sitemapLines(body, t.deps.config.siteUrl).map((u) => Number(u.path.split('/').at(-1)));

  it('holds only public articles published in the last 48 hours, newest first', () => {
    expect(listedIds()).toEqual([ids.recent, ids.sponsored, ids.dayOld]);
  });

  it('names the publication and gives each article its ISO 8601 publication time and escaped title', () => {
    expect(body).toContain('xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"');
    expect(body).toContain(
      '<news:publication><news:name>Salvia</news:name><news:language>ja</news:language></news:publication>',
    );
    expect(body).toContain(`<news:publication_date>${recentPublishedAt.toISOString()}</news:publication_date>`);
    expect(body).toContain('<news:title>「時短」レシピ &lt;朝&gt; &amp; &quot;夜&quot;</news:title>');
    expect(body).toContain('<news:title>【PR】洗剤の話</news:title>');
  });

  it('lists at most 1,000 articles', async () => {
    const writer = await createWriter(t.deps);
    const now = Date.now();
    const rows = Array.from({ length: 1001 }, (_, i) => ({
      title: `速報${i}`,
      bodyHtml: '<p>本文</p>',
      status: 'published' as const,
      writerId: writer.id,
      publishedAt: new Date(now - 10 * 60_000 - i * 1000),
    }));
    await t.deps.db.insert(articles).values(rows);
    const res = await t.app.inject('/sitemap-news.xml');
    expect(sitemapLines(res.body, t.deps.config.siteUrl)).toHaveLength(1000);
  });
});

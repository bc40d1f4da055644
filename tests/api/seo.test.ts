import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../helpers/app.ts';
import { testDatabases } from '../helpers/databases.ts';
import { createArticle, createCategory, createWriter } from '../helpers/factories.ts';

describe.each(testDatabases)('sitemap, feed and robots on %s', (kind) => {
  let t: TestApp;
  let ids: { published: number; draft: number; scheduled: number; trashed: number; sponsored: number };
  let writerId: number;
  beforeAll(async () => {
    t = await build(kind);
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
    };
  });
  afterAll(() => t?.close());

  it('lists public articles, categories and writers, and nothing unpublished', async () => {
    const res = await t.app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const xml = res.body;
    const site = t.deps.config.siteUrl;
    expect(xml).toContain(`<loc>${site}/articles/${ids.published}</loc>`);
    expect(xml).toContain(`<loc>${site}/living</loc>`);
    expect(xml).toContain(`<loc>${site}/living/food</loc>`);
    expect(xml).toContain(`<loc>${site}/writers/${writerId}</loc>`);
    for (const hidden of [ids.draft, ids.scheduled, ids.trashed]) {
      expect(xml).not.toContain(`/articles/${hidden}<`);
    }
    expect(xml).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);
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

  it('names the sitemap in robots.txt and keeps crawlers out of the admin', async () => {
    const res = await t.app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`Sitemap: ${t.deps.config.siteUrl}/sitemap.xml`);
    expect(res.body).toContain('Disallow: /admin');
  });
});

// Tags and subtopics wait for their first public article before the public site shows them: not in
// the tag list, the navigation, the category lists, the search page's chips or the sitemap, and their
// own pages are not found. A draft or a scheduled article does not count; publishing one does.
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../helpers/app.ts';
import { testDatabases } from '../helpers/databases.ts';
import { authHeader, createArticle, createCategory, createWriter, saveThroughApi } from '../helpers/factories.ts';
import { createTag, tagArticle } from '../helpers/feed-factories.ts';
import { sitemapLines } from '../helpers/sitemaps.ts';
import { loadSsrBuild } from '../helpers/ssr-build.ts';

describe.each(testDatabases)('tags and subtopics without a public article on %s', (kind) => {
  let ssrBuild: ServerBuild;
  let t: TestApp;
  let admin: Record<string, string>;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    ssrBuild = await loadSsrBuild();
    t = await build(kind, { ssrBuild });
    const writer = await createWriter(t.deps, { role: 'admin' });
    admin = await authHeader(t.deps, writer.id);
    const living = await createCategory(t.deps, { slug: 'living', title: '暮らし' });
    ids.food = (await createCategory(t.deps, { slug: 'food', title: '食', parentId: living.id })).id;
    ids.diy = (await createCategory(t.deps, { slug: 'diy', title: '日曜大工', parentId: living.id })).id;
    ids.used = (await createTag(t.deps, { title: '作り置き', slug: 'tsukurioki', reading: 'つくりおき' })).id;
    ids.unused = (await createTag(t.deps, { title: '新製品ネタ', slug: 'shinseihin', reading: 'しんせいひん' })).id;
    const soup = await createArticle(t.deps, { writerId: writer.id, categoryId: ids.food, title: '作り置きスープ' });
    await tagArticle(t.deps, soup.id, ids.used);
    // Only a draft and a scheduled article carry the unused tag and sit in 日曜大工.
    const draft = await createArticle(t.deps, {
      writerId: writer.id,
      categoryId: ids.diy,
      status: 'draft',
      publishedAt: null,
      title: '新製品の棚（下書き）',
    });
    const scheduled = await createArticle(t.deps, {
      writerId: writer.id,
      categoryId: ids.diy,
      publishedAt: new Date(Date.now() + 86_400_000),
      title: '新製品の棚（予約）',
    });
    await tagArticle(t.deps, draft.id, ids.unused);
    await tagArticle(t.deps, scheduled.id, ids.unused);
    ids.draft = draft.id;
  });
  afterAll(() => t?.close());

  const page = async (url: string) => {
    const res = await t.app.inject(url);
    return { status: res.statusCode, html: res.body };
  };

  it('leaves them out of the tag list, the navigation and the category list', async () => {
    const tagList = await page('/tag_list');
    expect(tagList.html).toContain('作り置き');
    expect(tagList.html).not.toContain('新製品ネタ');
    for (const url of ['/', '/categories', '/living']) {
      const { status, html } = await page(url);
      expect(status, url).toBe(200);
      expect(html, url).toContain('href="/living/food"');
      expect(html, url).not.toContain('href="/living/diy"');
    }
  });

  it('answers 404 for their pages and feeds', async () => {
    expect((await page(`/tags/${ids.unused}`)).status).toBe(404);
    expect((await page(`/tags/${ids.used}`)).status).toBe(200);
    expect((await page('/living/diy')).status).toBe(404);
    expect((await page('/living/food')).status).toBe(200);
    const byTag = await t.app.inject(`/api/v1/articles/get_articles_by_tag?tag_id=${ids.unused}`);
    expect(byTag.statusCode).toBe(404);
    const categorized = await t.app.inject('/api/v1/articles/categorized?category=living&second_category=diy');
    expect(categorized.statusCode).toBe(404);
  });

  it('leaves them out of the sitemap and the search page', async () => {
    const sitemap = await t.app.inject('/sitemaps/pages.xml');
    const paths = sitemapLines(sitemap.body, t.deps.config.siteUrl).map((l) => l.path);
    expect(paths).toEqual(expect.arrayContaining(['/living', '/living/food', `/tags/${ids.used}`]));
    expect(paths).not.toContain('/living/diy');
    expect(paths).not.toContain(`/tags/${ids.unused}`);
    const search = await page(`/search?keyword=${encodeURIComponent('新製品')}`);
    expect(search.html).not.toContain(`/tags/${ids.unused}`);
  });

  it('tells staff how many public articles each subtopic and tag has, leaving out those with none', async () => {
    const res = await t.app.inject({ url: '/api/v1/articles/public_counts', headers: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      categories: { [ids.food]: 1 },
      tags: { [ids.used]: 1 },
    });
    expect((await t.app.inject('/api/v1/articles/public_counts')).statusCode).toBe(401);
  });

  it('shows them once an article carrying them is published', async () => {
    const res = await saveThroughApi(t.app, admin, ids.draft, { status: 'published' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await page(`/tags/${ids.unused}`)).status).toBe(200);
    expect((await page('/living/diy')).status).toBe(200);
    expect((await page('/tag_list')).html).toContain('新製品ネタ');
    expect((await page('/')).html).toContain('href="/living/diy"');
  });
});

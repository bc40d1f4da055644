import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../helpers/app.ts';
import { testDatabases } from '../helpers/databases.ts';
import { createArticle, createCategory, createWriter } from '../helpers/factories.ts';
import { createTag, tagArticle } from '../helpers/feed-factories.ts';

describe.each(testDatabases)('reading tags, categories and writers on %s', (kind) => {
  let t: TestApp;
  const c: Record<string, number> = {};
  const tg: Record<string, number> = {};
  const w: Record<string, number> = {};

  beforeAll(async () => {
    t = await build(kind);
    w.writer = (
      await createWriter(t.deps, {
        name: '青木 ほのか',
        email: 'aoki@example.com',
        profileText: '整理収納アドバイザー',
      })
    ).id;
    w.trashed = (await createWriter(t.deps, { deletedAt: new Date() })).id;
    c.living = (await createCategory(t.deps, { slug: 'living', title: '暮らし', order: 0 })).id;
    c.housework = (await createCategory(t.deps, { slug: 'housework', title: '家事', order: 1 })).id;
    c.food = (await createCategory(t.deps, { slug: 'food', title: '食', parentId: c.living, order: 1 })).id;
    c.diy = (await createCategory(t.deps, { slug: 'diy', title: 'DIY', parentId: c.living, order: 0 })).id;
    c.laundry = (await createCategory(t.deps, { slug: 'laundry', title: '洗濯', parentId: c.housework })).id;
    c.trashed = (
      await createCategory(t.deps, { slug: 'old', title: '古い', parentId: c.living, deletedAt: new Date() })
    ).id;
    tg.quick = (await createTag(t.deps, { title: '時短', slug: 'jitan', reading: 'じたん', order: 1 })).id;
    tg.veg = (await createTag(t.deps, { title: '野菜', slug: 'yasai', reading: 'やさい', order: 0 })).id;
    tg.trashed = (await createTag(t.deps, { title: '古いタグ', slug: 'old-tag', deletedAt: new Date() })).id;
    const salad = await createArticle(t.deps, { writerId: w.writer, categoryId: c.food });
    const soup = await createArticle(t.deps, { writerId: w.writer, categoryId: c.food });
    const towel = await createArticle(t.deps, { writerId: w.writer, categoryId: c.laundry });
    await createArticle(t.deps, { writerId: w.writer, categoryId: c.food, status: 'draft', publishedAt: null });
    await tagArticle(t.deps, salad.id, tg.veg, tg.quick);
    await tagArticle(t.deps, soup.id, tg.veg);
    await tagArticle(t.deps, towel.id, tg.quick);
  });
  afterAll(() => t?.close());

  const get = async (url: string) => {
    const res = await t.app.inject(`/api/v1/${url}`);
    return { status: res.statusCode, body: res.statusCode === 204 ? null : res.json() };
  };

  it('lists live tags in order with page metadata', async () => {
    const { body } = await get('tags?per=1');
    expect(body.tags.map((x: { slug: string }) => x.slug)).toEqual(['yasai']);
    expect(body.meta).toEqual({ page: 1, per: 1, total: 2, total_pages: 2 });
  });

  it('finds tags by title, reading or slug regardless of width', async () => {
    expect(
      (await get(`tags/search?title=${encodeURIComponent('じたん')}`)).body.tags.map((x: { id: number }) => x.id),
    ).toEqual([tg.quick]);
    expect(
      (await get(`tags/search?keyword=${encodeURIComponent('ＹＡＳＡＩ')}`)).body.tags.map((x: { id: number }) => x.id),
    ).toEqual([tg.veg]);
    expect((await get(`tags/search_by_title?title=${encodeURIComponent('野菜')}`)).body.tag.id).toBe(tg.veg);
    expect((await get(`tags/search_by_title?title=${encodeURIComponent('古いタグ')}`)).status).toBe(404);
  });

  it('shows one live tag, 404 for a trashed or unknown one, and a light selection with readings', async () => {
    expect((await get(`tags/view?id=${tg.quick}`)).body.tag).toMatchObject({ title: '時短', reading: 'じたん' });
    expect((await get(`tags/view?id=${tg.trashed}`)).status).toBe(404);
    expect((await get('tags/view?id=999999')).status).toBe(404);
    expect((await get('tags/selection')).body.tags).toEqual([
      { id: tg.veg, title: '野菜', slug: 'yasai', reading: 'やさい' },
      { id: tg.quick, title: '時短', slug: 'jitan', reading: 'じたん' },
    ]);
  });

  it('lists categories main first, shows one with its family, and builds the picker tree', async () => {
    const { body } = await get('categories');
    expect(body.categories.map((x: { slug: string }) => x.slug)).toEqual([
      'living',
      'housework',
      'diy',
      'food',
      'laundry',
    ]);
    const view = (await get(`categories/view?id=${c.food}`)).body.category;
    expect(view.parent.slug).toBe('living');
    const living = (await get(`categories/view?id=${c.living}`)).body.category;
    expect(living.children.map((x: { slug: string }) => x.slug)).toEqual(['diy', 'food']);
    expect((await get(`categories/view?id=${c.trashed}`)).status).toBe(404);
    const tree = (await get('categories/selection')).body.categories;
    expect(
      tree.map((x: { slug: string; children: { slug: string }[] }) => [x.slug, x.children.map((ch) => ch.slug)]),
    ).toEqual([
      ['living', ['diy', 'food']],
      ['housework', ['laundry']],
    ]);
  });

  it('searches categories by title regardless of width, and finds one by its exact title', async () => {
    const found = (await get(`categories/search?title=${encodeURIComponent('ｄｉｙ')}`)).body;
    expect(found.categories.map((x: { id: number }) => x.id)).toEqual([c.diy]);
    expect((await get(`categories/search_by_title?title=${encodeURIComponent('洗濯')}`)).body.category.id).toBe(
      c.laundry,
    );
    expect((await get(`categories/search_by_title?title=${encodeURIComponent('古い')}`)).status).toBe(404);
    expect((await get('categories/search?title=')).status).toBe(422);
  });

  it('counts the tags used in each main category by public articles', async () => {
    const { body } = await get('categories/tags_in_main_categories');
    const bySlug = Object.fromEntries(
      body.categories.map((x: { category: { slug: string }; tags: { slug: string; count: number }[] }) => [
        x.category.slug,
        x.tags.map((tag) => [tag.slug, tag.count]),
      ]),
    );
    expect(bySlug.living).toEqual([
      ['yasai', 2],
      ['jitan', 1],
    ]);
    expect(bySlug.housework).toEqual([['jitan', 1]]);
  });

  it('shows writers publicly without email or role, with their public article count', async () => {
    const list = (await get('writers/public_writers')).body;
    expect(list.writers.map((x: { id: number }) => x.id)).toEqual([w.writer]);
    expect(list.writers[0]).toEqual({
      id: w.writer,
      name: '青木 ほのか',
      profile_img_url: null,
      profile_text: '整理収納アドバイザー',
      reading: null,
      job_title: null,
      sns_links: {},
      article_count: 3,
    });
    expect(JSON.stringify(list)).not.toContain('aoki@example.com');
    expect((await get(`writers/show_public?id=${w.writer}`)).body.writer.article_count).toBe(3);
    expect((await get(`writers/show_public?id=${w.trashed}`)).status).toBe(404);
  });

  it.each([
    'tags?per=0',
    'tags/view?id=x',
    'categories/view?id=-1',
    'writers/show_public?id=abc',
    `tags/search?title=${'a'.repeat(101)}`,
  ])('answers 422 for %s', async (url) => {
    expect((await get(url)).status).toBe(422);
  });
});

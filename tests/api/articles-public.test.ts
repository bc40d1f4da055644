import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../helpers/app.ts';
import { testDatabases } from '../helpers/databases.ts';
import { createArticle, createCategory, createWriter } from '../helpers/factories.ts';
import { addViews, createTag, tagArticle } from '../helpers/feed-factories.ts';

const HOUR = 3600_000;

describe.each(testDatabases)('public article feeds on %s', (kind) => {
  let t: TestApp;
  const a: Record<string, number> = {};
  const tg: Record<string, number> = {};
  let writerId: number;
  let trashedWriterId: number;

  beforeAll(async () => {
    t = await build(kind);
    const writer = await createWriter(t.deps);
    writerId = writer.id;
    trashedWriterId = (await createWriter(t.deps, { deletedAt: new Date() })).id;
    const living = await createCategory(t.deps, { slug: 'living', title: '暮らし' });
    const food = await createCategory(t.deps, { slug: 'food', title: '食', parentId: living.id });
    const diy = await createCategory(t.deps, { slug: 'diy', title: 'DIY・手づくり', parentId: living.id });
    const housework = await createCategory(t.deps, { slug: 'housework', title: '家事' });
    const laundry = await createCategory(t.deps, { slug: 'laundry', title: '洗濯', parentId: housework.id });
    const base = { writerId: writer.id };
    const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * HOUR);
    a.salad = (
      await createArticle(t.deps, { ...base, categoryId: food.id, title: '春野菜のサラダ', publishedAt: at(5) })
    ).id;
    a.diy = (
      await createArticle(t.deps, { ...base, categoryId: diy.id, title: 'はじめてのDIY 棚づくり', publishedAt: at(4) })
    ).id;
    a.laundry = (
      await createArticle(t.deps, {
        ...base,
        categoryId: laundry.id,
        title: '100%乾く部屋干し_完全版',
        publishedAt: at(3),
        isHighlight: true,
      })
    ).id;
    a.soup = (
      await createArticle(t.deps, {
        ...base,
        categoryId: food.id,
        title: '冬のスープ',
        lead: 'サラダにも合う',
        publishedAt: at(2),
      })
    ).id;
    a.draft = (
      await createArticle(t.deps, {
        ...base,
        categoryId: food.id,
        title: '下書きのサラダ',
        status: 'draft',
        publishedAt: null,
        isHighlight: true,
      })
    ).id;
    a.scheduled = (
      await createArticle(t.deps, {
        ...base,
        categoryId: food.id,
        title: '予約のサラダ',
        publishedAt: new Date(Date.now() + 48 * HOUR),
        isHighlight: true,
      })
    ).id;
    a.trashed = (
      await createArticle(t.deps, {
        ...base,
        categoryId: food.id,
        title: '削除したサラダ',
        deletedAt: new Date(),
        isHighlight: true,
      })
    ).id;

    tg.veg = (await createTag(t.deps, { title: '野菜', slug: 'yasai' })).id;
    tg.quick = (await createTag(t.deps, { title: '時短', slug: 'jitan' })).id;
    tg.famous = (await createTag(t.deps, { title: '有名人ママ・パパ', slug: 'famous_parents' })).id;
    await tagArticle(t.deps, a.salad, tg.veg, tg.quick);
    await tagArticle(t.deps, a.soup, tg.veg, tg.quick, tg.famous);
    await tagArticle(t.deps, a.diy, tg.quick);
    for (const hidden of [a.draft, a.scheduled, a.trashed])
      await tagArticle(t.deps, hidden, tg.veg, tg.quick, tg.famous);

    // Views: soup leads today, salad leads over the week, laundry over the month.
    await addViews(t.deps, a.soup, 0, 50);
    await addViews(t.deps, a.salad, 0, 10);
    await addViews(t.deps, a.salad, 3, 100);
    await addViews(t.deps, a.laundry, 20, 500);
    await addViews(t.deps, a.diy, 40, 9999); // outside every window
    for (const hidden of [a.draft, a.scheduled, a.trashed]) await addViews(t.deps, hidden, 0, 10_000);
  });
  afterAll(() => t?.close());

  const get = async (url: string) => {
    const res = await t.app.inject(`/api/v1/articles/${url}`);
    return { status: res.statusCode, body: res.json() };
  };
  const ids = (body: { articles: { id: number }[] }) => body.articles.map((x) => x.id);

  it('lists the public index newest first with page metadata', async () => {
    const { status, body } = await get('public_index?page=1&per=2');
    expect(status).toBe(200);
    expect(ids(body)).toEqual([a.soup, a.laundry]);
    expect(body.meta).toEqual({ page: 1, per: 2, total: 4, total_pages: 2 });
    expect((await get('public_index?page=3&per=2')).body.articles).toEqual([]);
  });

  it('answers a main category with all its subtopics, its tags and what trends in it', async () => {
    const { status, body } = await get('categorized?category=living');
    expect(status).toBe(200);
    expect(ids(body)).toEqual([a.soup, a.diy, a.salad]);
    expect(body.related_tags.map((x: { slug: string; count: number }) => [x.slug, x.count])).toEqual([
      ['jitan', 3],
      ['yasai', 2],
      ['famous_parents', 1],
    ]);
    expect(ids({ articles: body.trending })).toEqual([a.salad, a.soup]);
  });

  it('narrows to one subtopic, and 404s for a subtopic of another category', async () => {
    expect(ids((await get('categorized?category=living&second_category=food')).body)).toEqual([a.soup, a.salad]);
    const wrong = await get('categorized?category=living&second_category=laundry');
    expect(wrong.status).toBe(404);
    expect(wrong.body.message).toBe('カテゴリが見つかりませんでした');
    expect((await get('categorized?category=nowhere')).status).toBe(404);
  });

  it('lists articles by tag with the tag, and famous parents by its slug', async () => {
    const { body } = await get(`get_articles_by_tag?tag_id=${tg.veg}`);
    expect(body.tag).toMatchObject({ id: tg.veg, slug: 'yasai' });
    expect(ids(body)).toEqual([a.soup, a.salad]);
    expect(ids((await get('famous_parents')).body)).toEqual([a.soup]);
    expect((await get('get_articles_by_tag?tag_id=999999')).status).toBe(404);
  });

  it('recommends by shared tags, then fills from the same subtopic', async () => {
    const { body } = await get(`get_recommended_articles?id=${a.salad}&limit=5`);
    expect(ids(body)).toEqual([a.soup, a.diy]);
    expect((await get('get_recommended_articles?id=999999')).status).toBe(404);
  });

  it('ranks by views in each window', async () => {
    expect(ids((await get('trending')).body)).toEqual([a.soup, a.salad]);
    expect(ids((await get('period_trending?period=day')).body)).toEqual([a.soup, a.salad]);
    expect(ids((await get('period_trending?period=week')).body)).toEqual([a.salad, a.soup]);
    expect(ids((await get('period_trending?period=month')).body)).toEqual([a.laundry, a.salad, a.soup]);
    const rank = (await get('rank?per=2')).body;
    expect(rank.articles.map((x: { id: number; views: number; rank: number }) => [x.id, x.views, x.rank])).toEqual([
      [a.laundry, 500, 1],
      [a.salad, 110, 2],
    ]);
    expect(rank.meta.total).toBe(3);
    expect(ids((await get(`get_trending_articles_by_tags?tag_ids=${tg.famous}`)).body)).toEqual([a.soup]);
  });

  it('searches titles and leads regardless of width and case, every term must match', async () => {
    expect(ids((await get(`search?title=${encodeURIComponent('ｻﾗﾀﾞ')}`)).body)).toEqual([a.soup, a.salad]);
    expect(ids((await get(`search?title=${encodeURIComponent('ｄｉｙ')}`)).body)).toEqual([a.diy]);
    expect(ids((await get(`search?title=${encodeURIComponent('春野菜　サラダ')}`)).body)).toEqual([a.salad]);
  });

  it('matches % and _ literally and survives SQL in the keyword', async () => {
    expect(ids((await get(`search?title=${encodeURIComponent('100%')}`)).body)).toEqual([a.laundry]);
    expect(ids((await get(`search?title=${encodeURIComponent('_')}`)).body)).toEqual([a.laundry]);
    const sqlish = await get(`search?title=${encodeURIComponent("'; drop table articles; --")}`);
    expect(sqlish.status).toBe(200);
    expect(sqlish.body.articles).toEqual([]);
    expect((await get('public_index')).body.meta.total).toBe(4);
  });

  it('lists highlights and a writer’s public articles', async () => {
    expect(ids((await get('highlights')).body)).toEqual([a.laundry]);
    expect(ids((await get(`articles_by_writer?writer_id=${writerId}`)).body)).toEqual([
      a.soup,
      a.laundry,
      a.diy,
      a.salad,
    ]);
    expect((await get(`articles_by_writer?writer_id=${trashedWriterId}`)).status).toBe(404);
  });

  it('never shows drafts, scheduled or trashed articles anywhere', async () => {
    const hidden = [a.draft, a.scheduled, a.trashed];
    const urls = [
      'public_index?per=100',
      'categorized?category=living&per=100',
      `get_articles_by_tag?tag_id=${tg.veg}`,
      `get_recommended_articles?id=${a.soup}&limit=20`,
      `get_trending_articles_by_tags?tag_ids=${tg.veg},${tg.quick}`,
      'trending',
      'period_trending?period=day',
      'rank?per=100',
      `search?title=${encodeURIComponent('サラダ')}`,
      'famous_parents',
      'highlights',
      `articles_by_writer?writer_id=${writerId}&per=100`,
    ];
    for (const url of urls) {
      const { status, body } = await get(url);
      expect(status, url).toBe(200);
      const seen = [...ids(body), ...(body.trending ?? []).map((x: { id: number }) => x.id)];
      expect(
        seen.filter((id) => hidden.includes(id)),
        url,
      ).toEqual([]);
    }
  });

  it.each([
    'public_index?per=0',
    'public_index?per=101',
    'public_index?page=0',
    'public_index?page=x',
    'period_trending?period=year',
    'trending?limit=-1',
    'search?title=',
    `search?title=${'あ'.repeat(101)}`,
    'get_trending_articles_by_tags?tag_ids=1;drop',
    'categorized',
    'get_articles_by_tag?tag_id=abc',
  ])('answers 422 with Japanese messages for %s', async (url) => {
    const { status, body } = await get(url);
    expect(status).toBe(422);
    expect(Object.values(body.errors).flat().join('')).toMatch(/[ぁ-んァ-ン一-龥]/);
  });
});

// The public feeds: index, categorized, by tag, recommended, search, famous parents, highlights, by writer.
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, articleTags } from '../../server/db/schema/content.ts';
import { build, type TestApp } from '../helpers/app.ts';
import { testDatabases } from '../helpers/databases.ts';
import { authHeader, createCategory, createWriter } from '../helpers/factories.ts';
import {
  addViews,
  createHiddenArticles,
  createPublishedArticle,
  createTag,
  tagArticle,
} from '../helpers/feed-factories.ts';

type Card = { id: number; title: string; status: string; writer: Record<string, unknown> };
type Body = { articles: Card[]; trending?: Card[]; meta?: unknown; [key: string]: unknown };

describe.each(testDatabases)('public article feeds on %s', (kind) => {
  let t: TestApp;
  const a: Record<string, number> = {};
  const tg: Record<string, number> = {};
  const w: Record<string, number> = {};

  beforeAll(async () => {
    t = await build(kind);
    const deps = t.deps;
    w.author = (await createWriter(deps)).id;
    w.other = (await createWriter(deps)).id;
    w.admin = (await createWriter(deps, { role: 'admin' })).id;
    w.gone = (await createWriter(deps, { deletedAt: new Date() })).id;
    const living = await createCategory(deps, { slug: 'living', title: '暮らし' });
    const food = await createCategory(deps, { slug: 'food', title: '食', parentId: living.id, order: 1 });
    const diy = await createCategory(deps, { slug: 'diy', title: 'DIY・手づくり', parentId: living.id, order: 2 });
    await createCategory(deps, { slug: 'old_topic', parentId: living.id, deletedAt: new Date() });
    const housework = await createCategory(deps, { slug: 'housework', title: '家事' });
    const laundry = await createCategory(deps, { slug: 'laundry', title: '洗濯', parentId: housework.id });
    await createCategory(deps, { slug: 'beauty_health', title: '美容・健康' });

    const by = { writerId: w.author };
    a.salad = (
      await createPublishedArticle(deps, 6, {
        ...by,
        categoryId: food.id,
        title: '春野菜のサラダ',
        lead: 'ドレッシングも手づくり',
      })
    ).id;
    a.diy = (await createPublishedArticle(deps, 5, { ...by, categoryId: diy.id, title: 'はじめてのDIY 棚づくり' })).id;
    a.laundry = (
      await createPublishedArticle(deps, 4, {
        writerId: w.other,
        categoryId: laundry.id,
        title: '100%乾く部屋干し_完全版',
        isHighlight: true,
      })
    ).id;
    a.soup = (
      await createPublishedArticle(deps, 3, {
        ...by,
        categoryId: food.id,
        title: '冬のスープ',
        lead: 'サラダにも合う',
        isHighlight: true,
      })
    ).id;
    // Stored in half-width katakana and full-width mixed-case latin, as pasted from elsewhere.
    a.balcony = (await createPublishedArticle(deps, 2, { ...by, categoryId: diy.id, title: 'ﾍﾞﾗﾝﾀﾞでＤｉｙ' })).id;
    a.detergent = (
      await createPublishedArticle(deps, 1, { ...by, categoryId: laundry.id, title: '洗剤の量は100ml' })
    ).id;
    const hidden = await createHiddenArticles(deps, {
      ...by,
      categoryId: food.id,
      title: '見せないサラダ',
      isHighlight: true,
    });
    a.draft = hidden.draft.id;
    a.scheduled = hidden.scheduled.id;
    a.trashed = hidden.trashed.id;

    tg.veg = (await createTag(deps, { title: '野菜', slug: 'yasai', order: 1 })).id;
    tg.quick = (await createTag(deps, { title: '時短', slug: 'jitan', order: 2 })).id;
    tg.famous = (await createTag(deps, { title: '有名人ママ・パパ', slug: 'famous_parents', order: 3 })).id;
    tg.retired = (await createTag(deps, { title: '廃止', slug: 'haishi', deletedAt: new Date() })).id;
    await tagArticle(deps, a.salad, tg.veg, tg.quick, tg.retired);
    await tagArticle(deps, a.soup, tg.veg, tg.quick, tg.famous);
    await tagArticle(deps, a.diy, tg.quick);
    for (const id of [a.draft, a.scheduled, a.trashed]) {
      await tagArticle(deps, id, tg.veg, tg.quick, tg.famous);
      await addViews(deps, id, 0, 10_000);
      await addViews(deps, id, 3, 10_000);
    }
    await addViews(deps, a.soup, 0, 50);
    await addViews(deps, a.salad, 1, 40);
  });
  afterAll(() => t?.close());

  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await t.app.inject({ url: `/api/v1/articles/${url}`, headers });
    return { status: res.statusCode, body: res.json() as Body };
  };
  const ids = (list: { id: number }[] | undefined) => (list ?? []).map((x) => x.id);
  const q = encodeURIComponent;

  describe('public_index', () => {
    it('lists every public article newest first with page metadata', async () => {
      const { status, body } = await get('public_index?page=1&per=4');
      expect(status).toBe(200);
      expect(ids(body.articles)).toEqual([a.detergent, a.balcony, a.soup, a.laundry]);
      expect(body.meta).toEqual({ page: 1, per: 4, total: 6, total_pages: 2 });
    });

    it('answers the short last page and an empty page beyond the end', async () => {
      const last = await get('public_index?page=2&per=4');
      expect(ids(last.body.articles)).toEqual([a.diy, a.salad]);
      const beyond = await get('public_index?page=9&per=4');
      expect(beyond.status).toBe(200);
      expect(beyond.body).toEqual({ articles: [], meta: { page: 9, per: 4, total: 6, total_pages: 2 } });
    });

    it('shows public writer data only: no e-mail, no password hash', async () => {
      const { body } = await get('public_index');
      const writer = body.articles[0]?.writer ?? {};
      expect(writer).not.toHaveProperty('email');
      expect(writer).not.toHaveProperty('password_hash');
      expect(JSON.stringify(body)).not.toMatch(/argon2|@example\.com/);
    });
  });

  describe('categorized', () => {
    it('answers a main category with all its subtopics, its most used tags and what trends in it', async () => {
      const { status, body } = await get('categorized?category=living');
      expect(status).toBe(200);
      expect(ids(body.articles)).toEqual([a.balcony, a.soup, a.diy, a.salad]);
      expect(body.meta).toEqual({ page: 1, per: 20, total: 4, total_pages: 1 });
      // Counts public articles only; the trashed tag is left out although the salad still carries it.
      expect(body.related_tags).toEqual([
        { id: tg.quick, title: '時短', slug: 'jitan', count: 3 },
        { id: tg.veg, title: '野菜', slug: 'yasai', count: 2 },
        { id: tg.famous, title: '有名人ママ・パパ', slug: 'famous_parents', count: 1 },
      ]);
      expect(ids(body.trending)).toEqual([a.soup, a.salad]);
    });

    it('narrows articles, tags and trending to one subtopic', async () => {
      const { body } = await get('categorized?category=living&second_category=food');
      expect(ids(body.articles)).toEqual([a.soup, a.salad]);
      // Equal counts follow the editors' tag order (野菜 before 時短).
      expect((body.related_tags as { slug: string; count: number }[]).map((x) => [x.slug, x.count])).toEqual([
        ['yasai', 2],
        ['jitan', 2],
        ['famous_parents', 1],
      ]);
      expect(ids(body.trending)).toEqual([a.soup, a.salad]);
      const diy = (await get('categorized?category=living&second_category=diy')).body;
      expect(ids(diy.articles)).toEqual([a.balcony, a.diy]);
      expect(diy.trending).toEqual([]);
    });

    it('treats an empty second_category as the whole main category', async () => {
      expect(ids((await get('categorized?category=living&second_category=')).body.articles)).toEqual([
        a.balcony,
        a.soup,
        a.diy,
        a.salad,
      ]);
    });

    it('answers an empty feed for a main category nothing is filed under yet', async () => {
      const { status, body } = await get('categorized?category=beauty_health');
      expect(status).toBe(200);
      expect(body).toEqual({
        articles: [],
        related_tags: [],
        trending: [],
        meta: { page: 1, per: 20, total: 0, total_pages: 0 },
      });
    });

    it('pages the articles and keeps the same trending block on every page', async () => {
      const second = (await get('categorized?category=living&page=2&per=3')).body;
      expect(ids(second.articles)).toEqual([a.salad]);
      expect(second.meta).toEqual({ page: 2, per: 3, total: 4, total_pages: 2 });
      expect(ids(second.trending)).toEqual([a.soup, a.salad]);
      const beyond = (await get('categorized?category=living&page=3&per=3')).body;
      expect(beyond.articles).toEqual([]);
      expect(beyond.meta).toEqual({ page: 3, per: 3, total: 4, total_pages: 2 });
    });

    it.each([
      ['an unknown main category', 'category=nowhere'],
      ['a subtopic given as the main category', 'category=food'],
      ['a subtopic of another main category', 'category=living&second_category=laundry'],
      ['a trashed subtopic', 'category=living&second_category=old_topic'],
      ['an unknown subtopic', 'category=living&second_category=nowhere'],
    ])('answers 404 for %s', async (_name, query) => {
      const { status, body } = await get(`categorized?${query}`);
      expect(status).toBe(404);
      expect(body).toEqual({ message: 'カテゴリが見つかりませんでした' });
    });
  });

  describe('get_articles_by_tag', () => {
    it('lists the public articles carrying the tag, newest first, with the tag', async () => {
      const { status, body } = await get(`get_articles_by_tag?tag_id=${tg.veg}`);
      expect(status).toBe(200);
      expect(body.tag).toEqual({ id: tg.veg, title: '野菜', slug: 'yasai', description: null });
      expect(ids(body.articles)).toEqual([a.soup, a.salad]);
      expect(body.meta).toEqual({ page: 1, per: 20, total: 2, total_pages: 1 });
    });

    it('pages to the end and beyond', async () => {
      const last = (await get(`get_articles_by_tag?tag_id=${tg.quick}&page=2&per=2`)).body;
      expect(ids(last.articles)).toEqual([a.salad]);
      expect(last.meta).toEqual({ page: 2, per: 2, total: 3, total_pages: 2 });
      expect((await get(`get_articles_by_tag?tag_id=${tg.quick}&page=3&per=2`)).body.articles).toEqual([]);
    });

    it('answers 404 for an unknown or trashed tag', async () => {
      for (const id of [999_999, tg.retired]) {
        const { status, body } = await get(`get_articles_by_tag?tag_id=${id}`);
        expect(status).toBe(404);
        expect(body).toEqual({ message: 'タグが見つかりませんでした' });
      }
    });
  });

  describe('get_recommended_articles', () => {
    it('puts the articles sharing most tags first, then fills from the same subtopic', async () => {
      // The soup shares two tags with the salad, the DIY article one; no other food article is public.
      expect(ids((await get(`get_recommended_articles?id=${a.salad}&limit=5`)).body.articles)).toEqual([a.soup, a.diy]);
      expect(ids((await get(`get_recommended_articles?id=${a.salad}&limit=1`)).body.articles)).toEqual([a.soup]);
    });

    it('breaks ties by recency and never recommends the article itself', async () => {
      // Soup and salad share one tag each with the DIY article; the balcony one fills from its subtopic.
      expect(ids((await get(`get_recommended_articles?id=${a.diy}`)).body.articles)).toEqual([
        a.soup,
        a.salad,
        a.balcony,
      ]);
    });

    it('falls back to the newest of the subtopic for an article without tags', async () => {
      expect(ids((await get(`get_recommended_articles?id=${a.laundry}`)).body.articles)).toEqual([a.detergent]);
    });

    it('answers 404 for an unknown article and for one the public cannot read', async () => {
      for (const id of [999_999, a.draft, a.scheduled, a.trashed]) {
        const { status, body } = await get(`get_recommended_articles?id=${id}`);
        expect(status, String(id)).toBe(404);
        expect(body).toEqual({ message: '記事が見つかりませんでした' });
      }
    });
  });

  describe('search', () => {
    const search = async (keyword: string, extra = '') => get(`search?title=${q(keyword)}${extra}`);

    it('finds half-width katakana as full-width, in titles and leads, the title first', async () => {
      // サラダ in the salad's title and in the (newer) soup's lead.
      expect(ids((await search('ｻﾗﾀﾞ')).body.articles)).toEqual([a.salad, a.soup]);
      expect(ids((await search('ベランダ')).body.articles)).toEqual([a.balcony]);
    });

    it('finds katakana by its hiragana reading and the other way round', async () => {
      expect(ids((await search('さらだ')).body.articles)).toEqual([a.salad, a.soup]);
      expect(ids((await search('べらんだ')).body.articles)).toEqual([a.balcony]);
      expect(ids((await search('スープ')).body.articles)).toEqual([a.soup]);
      expect(ids((await search('すーぷ')).body.articles)).toEqual([a.soup]);
    });

    it('ignores width and case of latin letters', async () => {
      for (const keyword of ['ＤＩＹ', 'diy', 'Diy', 'ｄｉｙ']) {
        expect(ids((await search(keyword)).body.articles), keyword).toEqual([a.balcony, a.diy]);
      }
    });

    it('requires every space-separated term, full-width spaces included', async () => {
      expect(ids((await search('春野菜　サラダ')).body.articles)).toEqual([a.salad]);
      expect(ids((await search('  サラダ   冬 ')).body.articles)).toEqual([a.soup]);
      expect(ids((await search('サラダ 棚')).body.articles)).toEqual([]);
    });

    it('matches % and _ literally', async () => {
      expect(ids((await search('100%')).body.articles)).toEqual([a.laundry]);
      expect(ids((await search('%')).body.articles)).toEqual([a.laundry]);
      expect(ids((await search('_')).body.articles)).toEqual([a.laundry]);
      expect(ids((await search('100ml')).body.articles)).toEqual([a.detergent]);
      expect(ids((await search('\\')).body.articles)).toEqual([]);
    });

    it('treats SQL in the keyword as text and changes nothing', async () => {
      const before = await t.deps.db.select({ n: count() }).from(articles);
      for (const keyword of ["'; drop table articles; --", "' or '1'='1", "サラダ'); delete from article_tags; --"]) {
        const { status, body } = await search(keyword);
        expect(status, keyword).toBe(200);
        expect(body.articles, keyword).toEqual([]);
      }
      expect(await t.deps.db.select({ n: count() }).from(articles)).toEqual(before);
      const [tagged] = await t.deps.db.select({ n: count() }).from(articleTags);
      expect(tagged?.n).toBeGreaterThan(0);
      expect((await get('public_index')).body.meta).toMatchObject({ total: 6 });
    });

    it('pages the results', async () => {
      const second = (await search('サラダ', '&page=2&per=1')).body;
      expect(ids(second.articles)).toEqual([a.soup]);
      expect(second.meta).toEqual({ page: 2, per: 1, total: 2, total_pages: 2 });
      const beyond = (await search('サラダ', '&page=3&per=1')).body;
      expect(beyond).toEqual({ articles: [], meta: { page: 3, per: 1, total: 2, total_pages: 2 } });
    });

    it('accepts a keyword of exactly 100 characters and refuses 101', async () => {
      expect((await search('あ'.repeat(100))).status).toBe(200);
      const long = await search('あ'.repeat(101));
      expect(long.status).toBe(422);
      expect(long.body).toEqual({ errors: { title: ['検索キーワードは100文字以内で入力してください'] } });
    });

    it('refuses an empty or blank keyword', async () => {
      for (const url of ['search', 'search?title=', `search?title=${q(' 　 ')}`]) {
        const { status, body } = await get(url);
        expect(status, url).toBe(422);
        expect(body, url).toEqual({ errors: { title: ['検索キーワードを入力してください'] } });
      }
    });
  });

  describe('famous_parents, highlights, articles_by_writer', () => {
    it('lists the public articles tagged famous_parents', async () => {
      const { status, body } = await get('famous_parents');
      expect(status).toBe(200);
      expect(ids(body.articles)).toEqual([a.soup]);
      expect(body.meta).toEqual({ page: 1, per: 20, total: 1, total_pages: 1 });
      expect((await get('famous_parents?page=2')).body).toEqual({
        articles: [],
        meta: { page: 2, per: 20, total: 1, total_pages: 1 },
      });
    });

    it('lists highlighted public articles newest first, up to the limit', async () => {
      expect(ids((await get('highlights')).body.articles)).toEqual([a.soup, a.laundry]);
      expect(ids((await get('highlights?limit=1')).body.articles)).toEqual([a.soup]);
    });

    it('lists a writer’s public articles by writer_id or by id', async () => {
      const mine = [a.detergent, a.balcony, a.soup, a.diy, a.salad];
      expect(ids((await get(`articles_by_writer?writer_id=${w.author}`)).body.articles)).toEqual(mine);
      expect(ids((await get(`articles_by_writer?id=${w.author}`)).body.articles)).toEqual(mine);
      expect(ids((await get(`articles_by_writer?writer_id=${w.other}`)).body.articles)).toEqual([a.laundry]);
      const page = (await get(`articles_by_writer?writer_id=${w.author}&page=3&per=2`)).body;
      expect(ids(page.articles)).toEqual([a.salad]);
      expect(page.meta).toEqual({ page: 3, per: 2, total: 5, total_pages: 3 });
      expect((await get(`articles_by_writer?writer_id=${w.admin}`)).body).toEqual({
        articles: [],
        meta: { page: 1, per: 20, total: 0, total_pages: 0 },
      });
    });

    it('answers 404 for an unknown or trashed writer', async () => {
      for (const id of [999_999, w.gone]) {
        const { status, body } = await get(`articles_by_writer?writer_id=${id}`);
        expect(status).toBe(404);
        expect(body).toEqual({ message: 'ライターが見つかりませんでした' });
      }
    });
  });

  describe('visibility', () => {
    const everyFeed = () => [
      'public_index?per=100',
      'categorized?category=living&per=100',
      'categorized?category=living&second_category=food',
      `get_articles_by_tag?tag_id=${tg.veg}&per=100`,
      `get_recommended_articles?id=${a.soup}&limit=20`,
      `get_trending_articles_by_tags?tag_ids=${tg.veg},${tg.quick},${tg.famous}&limit=50`,
      'trending?limit=50',
      'period_trending?period=day&limit=50',
      'period_trending?period=week&limit=50',
      'period_trending?period=month&limit=50',
      'rank?per=100',
      `search?title=${q('サラダ')}&per=100`,
      'famous_parents?per=100',
      'highlights?limit=50',
      `articles_by_writer?writer_id=${w.author}&per=100`,
    ];

    it.each([
      ['anonymous readers', undefined],
      ['their author', 'author'],
      ['an administrator', 'admin'],
    ])('never shows drafts, scheduled or trashed articles to %s', async (_who, as) => {
      const headers = as ? await authHeader(t.deps, w[as] as number) : {};
      const hidden = [a.draft, a.scheduled, a.trashed];
      for (const url of everyFeed()) {
        const { status, body } = await get(url, headers);
        expect(status, url).toBe(200);
        const seen = [...ids(body.articles), ...ids(body.trending)];
        // Every feed has something to show, so an empty list cannot pass for a filtered one.
        expect(seen.length, url).toBeGreaterThan(0);
        expect(
          seen.filter((id) => hidden.includes(id)),
          url,
        ).toEqual([]);
        expect(body.articles.every((card) => card.status === 'published')).toBe(true);
      }
    });
  });

  describe('bad input', () => {
    it.each([
      'public_index?per=0',
      'public_index?per=101',
      'public_index?page=0',
      'public_index?page=x',
      'public_index?page=-1',
      'public_index?page=1.5',
      'categorized',
      'categorized?category=',
      `categorized?category=${'a'.repeat(65)}`,
      'categorized?category=living&per=0',
      'categorized?category=living&page=x',
      'get_articles_by_tag',
      'get_articles_by_tag?tag_id=abc',
      'get_articles_by_tag?tag_id=0',
      `get_articles_by_tag?tag_id=${q("1'; drop table tags; --")}`,
      'get_articles_by_tag?tag_id=1&per=101',
      'get_recommended_articles',
      'get_recommended_articles?id=-1',
      'get_recommended_articles?id=1&limit=-1',
      'get_recommended_articles?id=1&limit=21',
      'search?title=x&per=0',
      'search?title=x&page=0',
      'famous_parents?per=101',
      'famous_parents?page=x',
      'highlights?limit=-1',
      'highlights?limit=0',
      'highlights?limit=abc',
      'articles_by_writer',
      'articles_by_writer?writer_id=abc',
      'articles_by_writer?id=0',
      'articles_by_writer?writer_id=1&per=0',
    ])('answers 422 with Japanese messages for %s', async (url) => {
      const { status, body } = await get(url);
      expect(status).toBe(422);
      const messages = Object.values(body.errors as Record<string, string[]>).flat();
      expect(messages.length).toBeGreaterThan(0);
      for (const message of messages) expect(message).toMatch(/[ぁ-んァ-ン一-龥]/);
    });

    it('leaves every table as it was after all of it', async () => {
      const [row] = await t.deps.db.select({ n: count() }).from(articles);
      expect(row?.n).toBe(9);
    });
  });
});

// Keyword search over articles at more than a handful of rows: terms of one and two characters,
// counts that stop at SEARCH_COUNT_LIMIT, and the same answers whichever way the page is read.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_COUNT_LIMIT } from '../../contract/common.ts';
import { searchPageQuery } from '../../server/services/articles/public/search-articles.ts';
import { build, type TestApp } from '../helpers/app.ts';
import { testDatabases } from '../helpers/databases.ts';
import { authHeader, createArticle, createCategory, createWriter } from '../helpers/factories.ts';
import { createPublishedArticle } from '../helpers/feed-factories.ts';

type Body = { articles: { id: number; title: string }[]; meta: Record<string, unknown> };

/** More articles than a search counts: まとめ記事1 (the newest) … まとめ記事1005. */
const MANY = SEARCH_COUNT_LIMIT + 5;

describe.each(testDatabases)('article search on %s', (kind) => {
  let t: TestApp;
  const a: Record<string, number> = {};
  let writerId: number;
  let admin: Record<string, string>;
  let writer: Record<string, string>;

  beforeAll(async () => {
    t = await build(kind);
    writerId = (await createWriter(t.deps)).id;
    const adminId = (await createWriter(t.deps, { role: 'admin' })).id;
    admin = await authHeader(t.deps, adminId);
    writer = await authHeader(t.deps, writerId);
    const food = await createCategory(t.deps, { slug: 'food' });
    const by = { writerId, categoryId: food.id };
    a.pot = (
      await createPublishedArticle(t.deps, 1, { ...by, title: '土鍋で炊くごはん', lead: '吊り戸棚から出して' })
    ).id;
    a.storage = (await createPublishedArticle(t.deps, 2, { ...by, title: 'キッチン収納', lead: '鍋の置き場所' })).id;
    a.gyudon = (await createPublishedArticle(t.deps, 3, { ...by, title: '𠮷野家の牛丼' })).id;
    a.draftPot = (await createArticle(t.deps, { ...by, title: '鍋の下書き', status: 'draft', publishedAt: null })).id;
    await t.deps.db.execute(sql`
      insert into articles (title, lead, body_html, writer_id, category_id, status, published_at)
      select 'まとめ記事' || i, 'よく読まれる話', '<p>毎日の<strong>台所</strong>仕事</p>', ${writerId}, ${food.id},
        'published', now() - make_interval(days => 1, mins => i)
      from generate_series(1, ${MANY}) as i`);
  });
  afterAll(() => t?.close());

  const search = async (keyword: string, extra = ''): Promise<Body> => {
    const res = await t.app.inject(`/api/v1/articles/search?title=${encodeURIComponent(keyword)}${extra}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const adminSearch = async (keyword: string, headers = admin, extra = ''): Promise<Body> => {
    const url = `/api/v1/articles/admin_search?title=${encodeURIComponent(keyword)}${extra}`;
    const res = await t.app.inject({ url, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const ids = (body: Body) => body.articles.map((x) => x.id);
  const titles = (body: Body) => body.articles.map((x) => x.title);

  it('finds a term of one character, kanji or kana, in titles and leads', async () => {
    expect(ids(await search('鍋'))).toEqual([a.pot, a.storage]);
    expect(ids(await search('ゴ'))).toEqual([a.pot]);
    expect(ids(await search('ﾁ'))).toEqual([a.storage]);
    expect((await search('鍋')).meta).toEqual({ page: 1, per: 20, total: 2, total_pages: 1 });
  });

  it('finds a term of two characters, and needs every term', async () => {
    expect(ids(await search('収納'))).toEqual([a.storage]);
    expect(ids(await search('土鍋'))).toEqual([a.pot]);
    expect(ids(await search('鍋 収納'))).toEqual([a.storage]);
    expect(ids(await search('鍋 炊く'))).toEqual([a.pot]);
    expect(ids(await search('鍋 棚'))).toEqual([a.pot]);
    expect(ids(await search('鍋釜'))).toEqual([]);
  });

  it('counts a character outside the BMP as one, as the database does', async () => {
    for (const keyword of ['𠮷', '𠮷野', '𠮷野家']) expect(ids(await search(keyword)), keyword).toEqual([a.gyudon]);
  });

  it('indexes every piece of one and two characters that holds no space, in one pass over the text', async () => {
    const pieces = async (text: string) => {
      const result = (await t.deps.db.execute(sql`select unnest(search_grams(${text})) as piece`)) as {
        rows: { piece: string }[];
      };
      return result.rows.map((row) => row.piece).sort();
    };
    expect(await pieces('')).toEqual([]);
    expect(await pieces('鍋')).toEqual(['鍋']);
    expect(await pieces('𠮷野 家')).toEqual(['家', '野', '𠮷', '𠮷野'].sort());
    expect(await pieces('ab c')).toEqual(['a', 'ab', 'b', 'c']);
    // Long enough that a per-position substr would show; the count is what matters here.
    expect(await pieces('あい'.repeat(2_000))).toHaveLength(4_000 + 3_999);
  });

  it('never matches across the title and the lead', async () => {
    expect(ids(await search('ん吊'))).toEqual([]);
    expect(ids(await search('ん 吊'))).toEqual([a.pot]);
  });

  it(`counts up to ${SEARCH_COUNT_LIMIT} and then says there are more`, async () => {
    const body = await search('まとめ');
    expect(body.meta).toEqual({
      page: 1,
      per: 20,
      total: SEARCH_COUNT_LIMIT,
      total_pages: SEARCH_COUNT_LIMIT / 20,
      total_capped: true,
    });
    expect(titles(body)).toEqual(Array.from({ length: 20 }, (_, i) => `まとめ記事${i + 1}`));
    expect((await search('ま')).meta).toMatchObject({ total: SEARCH_COUNT_LIMIT, total_capped: true });
  });

  it('counts exactly below the limit', async () => {
    // まとめ記事1, 10–19, 100–199 and 1000–1005.
    const body = await search('まとめ記事1', '&per=100');
    expect(body.meta).toEqual({ page: 1, per: 100, total: 117, total_pages: 2 });
    expect(titles(body).slice(0, 3)).toEqual(['まとめ記事1', 'まとめ記事10', 'まとめ記事11']);
  });

  it('still reads the pages past the counted ones, newest first', async () => {
    const body = await search('まとめ', `&per=20&page=${SEARCH_COUNT_LIMIT / 20 + 1}`);
    expect(titles(body)).toEqual(['1001', '1002', '1003', '1004', '1005'].map((n) => `まとめ記事${n}`));
    expect(body.meta).toMatchObject({ total: SEARCH_COUNT_LIMIT, total_capped: true });
  });

  it('gives the same page whether it is read through the keyword index or by walking the list', async () => {
    for (const keyword of ['まとめ', '記事1', 'ま 話']) {
      for (const page of [1, 7, 51]) {
        const input = { keyword, page: { page, per: 20 } };
        const viaIndex = await searchPageQuery(t.deps.db, { ...input, route: 'index' });
        const walked = await searchPageQuery(t.deps.db, { ...input, route: 'scan' });
        expect(
          walked.map((r) => r.id),
          `${keyword} page ${page}`,
        ).toEqual(viaIndex.map((r) => r.id));
      }
    }
  });

  it('lets the admin find drafts by a one-character term, and count up to the limit', async () => {
    expect(ids(await adminSearch('鍋'))).toEqual(expect.arrayContaining([a.pot, a.draftPot]));
    expect(ids(await adminSearch('鍋'))).not.toContain(a.storage); // 鍋 is in its lead, not its title
    expect((await adminSearch('まとめ')).meta).toEqual({
      page: 1,
      per: 20,
      total: SEARCH_COUNT_LIMIT,
      total_pages: SEARCH_COUNT_LIMIT / 20,
      total_capped: true,
    });
    const listed = await t.app.inject({
      url: `/api/v1/articles?keyword=${encodeURIComponent('まとめ記事100')}`,
      headers: admin,
    });
    expect(listed.json().meta).toEqual({ page: 1, per: 20, total: 7, total_pages: 1 });
  });

  it('walks the list for a word in the bodies of more articles than it counts', async () => {
    const url = `/api/v1/articles?keyword=${encodeURIComponent('台所仕事')}&per=5`;
    const first: Body = (await t.app.inject({ url, headers: admin })).json();
    expect(first.meta).toMatchObject({ total: SEARCH_COUNT_LIMIT, total_capped: true });
    // Saved together, so last-changed order falls back to the newest id.
    expect(titles(first)).toEqual(['1005', '1004', '1003', '1002', '1001'].map((n) => `まとめ記事${n}`));
    const deep: Body = (await t.app.inject({ url: `${url}&page=150`, headers: admin })).json();
    expect(titles(deep)).toEqual(['260', '259', '258', '257', '256'].map((n) => `まとめ記事${n}`));
    const none: Body = (
      await t.app.inject({ url: `/api/v1/articles?keyword=${encodeURIComponent('台所仕事 鍋')}`, headers: admin })
    ).json();
    expect(none.articles).toEqual([]);
  });

  it('sorts a keyword search that stopped counting by title too', async () => {
    const url = `/api/v1/articles?keyword=${encodeURIComponent('まとめ')}&sort=title&order=asc&per=8`;
    const body: Body = (await t.app.inject({ url, headers: admin })).json();
    expect(titles(body)).toEqual(
      ['1', '10', '100', '1000', '1001', '1002', '1003', '1004'].map((n) => `まとめ記事${n}`),
    );
    expect(body.meta).toMatchObject({ total: SEARCH_COUNT_LIMIT, total_capped: true });
  });

  it('keeps a writer to their own articles when searching', async () => {
    const other = await createWriter(t.deps);
    await createArticle(t.deps, { writerId: other.id, title: '別の人の鍋' });
    const mine = await adminSearch('鍋', writer);
    expect(ids(mine)).toEqual(expect.arrayContaining([a.pot, a.draftPot]));
    expect(titles(mine)).not.toContain('別の人の鍋');
    expect(titles(await adminSearch('鍋', await authHeader(t.deps, other.id)))).toEqual(['別の人の鍋']);
  });
});

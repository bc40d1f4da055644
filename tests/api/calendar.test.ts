// The editorial calendar's API: articles by JST day, with the article table's filters and
// visibility; drafts and the trash stay out; a bad range is refused in Japanese.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_MAX_DAYS } from '../../contract/calendar.ts';
import { build, type TestApp } from '../helpers/app.ts';
import { testDatabases } from '../helpers/databases.ts';
import { authHeader, createArticle, createCategory, createWriter } from '../helpers/factories.ts';

type Who = 'anonymous' | 'writer' | 'other' | 'admin';

describe.each(testDatabases)('the editorial calendar on %s', (kind) => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  const headers: Record<Who, Record<string, string>> = { anonymous: {}, writer: {}, other: {}, admin: {} };

  beforeAll(async () => {
    t = await build(kind);
    const writer = await createWriter(t.deps, { name: '青木' });
    const other = await createWriter(t.deps, { name: '佐藤' });
    const admin = await createWriter(t.deps, { name: '編集部', role: 'admin' });
    headers.writer = await authHeader(t.deps, writer.id);
    headers.other = await authHeader(t.deps, other.id);
    headers.admin = await authHeader(t.deps, admin.id);
    const living = await createCategory(t.deps, { title: '暮らし', slug: 'living' });
    const beauty = await createCategory(t.deps, { title: '美容・健康', slug: 'beauty' });
    const kitchen = await createCategory(t.deps, { title: 'キッチン', slug: 'kitchen', parentId: living.id });
    const skincare = await createCategory(t.deps, { title: 'スキンケア', slug: 'skincare', parentId: beauty.id });
    Object.assign(ids, { writer: writer.id, other: other.id, living: living.id, kitchen: kitchen.id });

    const at = (iso: string) => new Date(iso);
    const article = (title: string, publishedAt: string, fields: Parameters<typeof createArticle>[1]) =>
      createArticle(t.deps, { title, publishedAt: at(publishedAt), ...fields });
    const mine = { writerId: writer.id, categoryId: kitchen.id };
    const theirs = { writerId: other.id, categoryId: skincare.id };
    await article('月末の夜の記事', '2026-11-30T23:30:00+09:00', mine);
    await article('師走の朝いちばん', '2026-12-01T00:00:00+09:00', theirs);
    await article('月末の朝の記事', '2026-11-30T07:00:00+09:00', theirs);
    await article('前日の最後', '2026-11-29T23:59:59+09:00', mine);
    await article('公開済みの記事', '2026-11-20T12:00:00+09:00', mine);
    await article('下書きの予定', '2026-11-30T10:00:00+09:00', { ...mine, status: 'draft' });
    await article('ゴミ箱の記事', '2026-11-30T11:00:00+09:00', { ...mine, deletedAt: new Date() });
  });
  afterAll(() => t?.close());

  async function calendar(who: Who, query: string) {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/articles/calendar?${query}`, headers: headers[who] });
    return res;
  }

  async function titles(who: Who, query: string) {
    const res = await calendar(who, query);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().articles as { title: string }[]).map((a) => a.title);
  }

  it('puts an article on its day in Japan: 23:30 JST on the 30th is the 30th, not the 1st', async () => {
    expect(await titles('admin', 'from=2026-11-30&to=2026-11-30')).toEqual(['月末の朝の記事', '月末の夜の記事']);
    expect(await titles('admin', 'from=2026-12-01&to=2026-12-01')).toEqual(['師走の朝いちばん']);
    expect(await titles('admin', 'from=2026-11-29&to=2026-11-29')).toEqual(['前日の最後']);
  });

  it('lists published and scheduled articles oldest first, inclusive of both ends, with what a move needs', async () => {
    expect(await titles('admin', 'from=2026-11-20&to=2026-12-01')).toEqual([
      '公開済みの記事',
      '前日の最後',
      '月末の朝の記事',
      '月末の夜の記事',
      '師走の朝いちばん',
    ]);
    const res = await calendar('admin', 'from=2026-11-30&to=2026-11-30');
    expect(res.json()).toMatchObject({ truncated: false });
    expect(res.json().articles[1]).toEqual({
      id: expect.any(Number),
      title: '月末の夜の記事',
      status: 'published',
      published_at: '2026-11-30T14:30:00.000Z',
      is_pr: false,
      updated_at: expect.any(String),
      category: { id: ids.kitchen, title: 'キッチン' },
      writer: { id: ids.writer, name: '青木' },
      update: null,
    });
  });

  it('leaves drafts and the trash out', async () => {
    const shown = await titles('admin', 'from=2026-11-01&to=2026-12-10');
    expect(shown).not.toContain('下書きの予定');
    expect(shown).not.toContain('ゴミ箱の記事');
  });

  it('filters by category (a main category takes in its subtopics, by id or slug) and by writer', async () => {
    const range = 'from=2026-11-20&to=2026-12-01';
    const kitchenOnly = ['公開済みの記事', '前日の最後', '月末の夜の記事'];
    expect(await titles('admin', `${range}&category=${ids.kitchen}`)).toEqual(kitchenOnly);
    expect(await titles('admin', `${range}&category=${ids.living}`)).toEqual(kitchenOnly);
    expect(await titles('admin', `${range}&category=living`)).toEqual(kitchenOnly);
    expect(await titles('admin', `${range}&category=no-such-category`)).toEqual([]);
    expect(await titles('admin', `${range}&writer_id=${ids.other}`)).toEqual(['月末の朝の記事', '師走の朝いちばん']);
  });

  it('shows a writer only their own articles, whatever writer_id they ask for', async () => {
    const range = 'from=2026-11-20&to=2026-12-01';
    expect(await titles('writer', range)).toEqual(['公開済みの記事', '前日の最後', '月末の夜の記事']);
    expect(await titles('writer', `${range}&writer_id=${ids.other}`)).toEqual([
      '公開済みの記事',
      '前日の最後',
      '月末の夜の記事',
    ]);
    expect(await titles('other', range)).toEqual(['月末の朝の記事', '師走の朝いちばん']);
  });

  it('asks for a session', async () => {
    expect((await calendar('anonymous', 'from=2026-11-01&to=2026-11-30')).statusCode).toBe(401);
  });

  it('refuses a range that ends before it starts or runs past the limit with 400 and a Japanese message', async () => {
    const backwards = await calendar('admin', 'from=2026-12-01&to=2026-11-30');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('終了日（to）は開始日（from）と同じか、それより後の日付にしてください');

    const tooLong = await calendar('admin', 'from=2026-11-01&to=2026-12-16');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe(`表示できる期間は${CALENDAR_MAX_DAYS}日までです。期間を短くしてください`);
    // Exactly the limit is fine.
    expect((await calendar('admin', 'from=2026-11-01&to=2026-12-15')).statusCode).toBe(200);
  });

  it('refuses dates that are not YYYY-MM-DD days with 422, per field', async () => {
    const res = await calendar('admin', 'from=2026-02-30&to=tomorrow');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      from: ['fromは 2026-11-24 のような日付（YYYY-MM-DD）で指定してください'],
      to: ['toは 2026-11-24 のような日付（YYYY-MM-DD）で指定してください'],
    });
    expect((await calendar('admin', 'to=2026-11-30')).json().errors).toHaveProperty('from');
  });
});

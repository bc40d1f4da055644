import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles } from '../../server/db/schema/content.ts';
import { build, type TestApp } from '../helpers/app.ts';
import { testDatabases } from '../helpers/databases.ts';
import { authHeader, createArticle, createCategory, createWriter } from '../helpers/factories.ts';
import { createTag } from '../helpers/feed-factories.ts';

type Who = 'anonymous' | 'writer' | 'other' | 'admin';

describe.each(testDatabases)('managing articles on %s', (kind) => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  const headers: Record<Who, Record<string, string>> = { anonymous: {}, writer: {}, other: {}, admin: {} };

  beforeAll(async () => {
    t = await build(kind);
    const writer = await createWriter(t.deps, { name: '青木' });
    const other = await createWriter(t.deps, { name: '佐藤' });
    const admin = await createWriter(t.deps, { name: '編集部', role: 'admin' });
    ids.writer = writer.id;
    ids.other = other.id;
    ids.admin = admin.id;
    headers.writer = await authHeader(t.deps, writer.id);
    headers.other = await authHeader(t.deps, other.id);
    headers.admin = await authHeader(t.deps, admin.id);
    const main = await createCategory(t.deps, { slug: 'housework' });
    ids.main = main.id;
    ids.sub = (await createCategory(t.deps, { slug: 'laundry', parentId: main.id })).id;
    ids.tag = (await createTag(t.deps)).id;
    ids.trashedTag = (await createTag(t.deps, { deletedAt: new Date() })).id;
  });
  afterAll(() => t?.close());

  const call = (who: Who, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1/articles${url}`, headers: headers[who], payload });
  const draft = (title = '下書きの記事') => ({ title, body_html: '<h2>見出し</h2><p>本文</p>' });
  const newArticle = async (who: Who, body: object = draft()) => {
    const res = await call(who, 'POST', '/new', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().article;
  };

  describe('creating', () => {
    it('saves a draft with only a title, for the signed-in writer', async () => {
      const article = await newArticle('writer', { title: 'タイトルだけ' });
      expect(article).toMatchObject({
        title: 'タイトルだけ',
        status: 'draft',
        published_at: null,
        writer: { id: ids.writer },
      });
    });

    it('publishes now without a date, and schedules with a future date', async () => {
      const now = await newArticle('admin', {
        ...draft('今すぐ公開'),
        status: 'published',
        category_id: ids.sub,
        tag_ids: [ids.tag],
      });
      expect(Date.now() - new Date(now.published_at).getTime()).toBeLessThan(60_000);
      expect(now.tags.map((x: { id: number }) => x.id)).toEqual([ids.tag]);
      const future = new Date(Date.now() + 86_400_000).toISOString();
      const later = await newArticle('admin', {
        ...draft('予約'),
        status: 'published',
        category_id: ids.sub,
        published_at: future,
      });
      expect((await t.app.inject(`/api/v1/articles/view?id=${later.id}`)).statusCode).toBe(404);
      expect((await t.app.inject(`/api/v1/articles/view?id=${now.id}`)).statusCode).toBe(200);
    });

    it('sanitises the body on save', async () => {
      const article = await newArticle('writer', {
        title: 'XSS',
        body_html: '<p onclick="x()">本文</p><script>alert(1)</script>',
      });
      expect(article.body_html).toBe('<p>本文</p>');
    });

    it('refuses anonymous callers with 401', async () => {
      expect((await call('anonymous', 'POST', '/new', draft())).statusCode).toBe(401);
    });

    it('lets only admins highlight an article', async () => {
      expect((await call('writer', 'POST', '/new', { ...draft(), is_highlight: true })).statusCode).toBe(403);
      expect((await newArticle('admin', { ...draft(), is_highlight: true })).is_highlight).toBe(true);
    });

    it.each([
      ['no title', { body_html: '' }, 'title'],
      ['a title over 120 characters', { title: 'あ'.repeat(121) }, 'title'],
      ['a main category instead of a subtopic', { title: 'x', category_id: -1 }, 'category_id'],
      ['a PR article without a sponsor', { title: 'x', is_pr: true }, 'sponsor'],
      ['publishing without a category', { title: 'x', status: 'published' }, 'category_id'],
      ['a wrong type', { title: 123 }, 'title'],
      ['too many tags', { title: 'x', tag_ids: Array.from({ length: 11 }, (_, i) => i + 1) }, 'tag_ids'],
    ])('answers 422 for %s and stores nothing', async (_name, body, field) => {
      const before = (await t.deps.db.select().from(articles)).length;
      const res = await call('writer', 'POST', '/new', body);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[field]?.[0]).toMatch(/[ぁ-んァ-ン一-龥]/);
      expect((await t.deps.db.select().from(articles)).length).toBe(before);
    });

    it('answers 422 for an unknown or trashed category or tag', async () => {
      const main = await call('writer', 'POST', '/new', { title: 'x', category_id: ids.main });
      expect(main.statusCode).toBe(422);
      expect(main.json().errors.category_id[0]).toContain('サブカテゴリ');
      expect(
        (await call('writer', 'POST', '/new', { title: 'x', tag_ids: [ids.trashedTag] })).json().errors.tag_ids,
      ).toBeDefined();
      expect((await call('writer', 'POST', '/new', { title: 'x', category_id: 999999 })).statusCode).toBe(422);
    });
  });

  describe('updating', () => {
    it('lets the writer and admins edit, refuses other writers', async () => {
      const article = await newArticle('writer');
      expect((await call('writer', 'PATCH', '/update', { id: article.id, title: '直した' })).json().article.title).toBe(
        '直した',
      );
      // Someone else's article answers exactly as a missing one does: ids cannot be probed.
      const theirs = await call('other', 'PATCH', '/update', { id: article.id, title: '乗っ取り' });
      const missing = await call('other', 'PATCH', '/update', { id: 999999, title: '乗っ取り' });
      expect([theirs.statusCode, theirs.json()]).toEqual([404, missing.json()]);
      expect(
        (await call('admin', 'PATCH', '/update', { id: article.id, lead: '編集部が追記' })).json().article.lead,
      ).toBe('編集部が追記');
      expect((await call('anonymous', 'PATCH', '/update', { id: article.id, title: 'x' })).statusCode).toBe(401);
      // Who you are is checked before what you sent: no field errors for a stranger.
      const anonymousBadBody = await call('anonymous', 'PATCH', '/update', { id: 'x', title: 12 });
      expect([anonymousBadBody.statusCode, anonymousBadBody.json()]).toEqual([
        401,
        { message: 'ログインしてください' },
      ]);
      expect((await call('writer', 'PATCH', '/update', { id: 999999, title: 'x' })).statusCode).toBe(404);
    });

    it('answers 409 with the stored article when the copy is stale, and keeps the newer text', async () => {
      const article = await newArticle('writer');
      const first = (
        await call('writer', 'PATCH', '/update', { id: article.id, title: '一人目', updated_at: article.updated_at })
      ).json();
      const stale = await call('admin', 'PATCH', '/update', {
        id: article.id,
        title: '二人目',
        updated_at: article.updated_at,
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().article.title).toBe('一人目');
      const fresh = await call('admin', 'PATCH', '/update', {
        id: article.id,
        title: '二人目',
        updated_at: first.article.updated_at,
      });
      expect(fresh.json().article.title).toBe('二人目');
    });
  });

  describe('edit locks', () => {
    const lock = (who: Who, id: number, force = false) =>
      call(who, 'PATCH', `/${id}/refresh_locked_article${force ? '?force=true' : ''}`);

    it('gives the lock to exactly one of two editors racing for it', async () => {
      const article = await newArticle('writer');
      const results = await Promise.all([lock('writer', article.id), lock('admin', article.id)]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 423]);
      const loser = results.find((r) => r.statusCode === 423);
      expect(loser?.json().locked_by.name).toMatch(/青木|編集部/);
      expect(loser?.json().message).toMatch(/さんが編集中です$/);
    });

    it('refuses a save while another holds the lock, until it is released', async () => {
      const article = await newArticle('writer');
      expect((await lock('writer', article.id)).statusCode).toBe(200);
      expect((await lock('writer', article.id)).statusCode).toBe(200); // extending your own lock
      const blocked = await call('admin', 'PATCH', '/update', { id: article.id, title: '上書き' });
      expect(blocked.statusCode).toBe(423);
      expect(blocked.json()).toEqual({ message: '青木さんが編集中です', locked_by: { id: ids.writer, name: '青木' } });
      expect((await call('writer', 'PATCH', `/${article.id}/unlock_article`)).json().article.locked_by).toBeNull();
      expect((await call('admin', 'PATCH', '/update', { id: article.id, title: '上書き' })).statusCode).toBe(200);
    });

    it('lets an admin take over with force=true', async () => {
      const article = await newArticle('writer');
      await lock('writer', article.id);
      expect((await lock('admin', article.id)).statusCode).toBe(423);
      const taken = await lock('admin', article.id, true);
      expect(taken.json().article.locked_by).toEqual({ id: ids.admin, name: '編集部' });
      expect((await lock('writer', article.id)).statusCode).toBe(423);
    });

    it('ignores force from a writer and refuses writers who may not edit the article', async () => {
      const article = await newArticle('admin');
      await lock('admin', article.id);
      expect((await lock('other', article.id, true)).statusCode).toBe(404);
    });

    it('frees an expired lock', async () => {
      const article = await newArticle('writer');
      await lock('writer', article.id);
      await t.deps.db
        .update(articles)
        .set({ lockedUntil: new Date(Date.now() - 1000) })
        .where(eq(articles.id, article.id));
      expect((await lock('admin', article.id)).statusCode).toBe(200);
    });
  });

  describe('trash and lists', () => {
    it('moves to the trash, restores, and deletes permanently from the trash', async () => {
      const article = await newArticle('writer', draft('ゴミ箱テスト'));
      expect((await call('other', 'DELETE', `/delete?id=${article.id}`)).statusCode).toBe(404);
      expect((await call('writer', 'DELETE', `/delete?id=${article.id}`)).json().deleted).toBe('trash');
      const trash = (await call('writer', 'GET', '/trash_articles')).json();
      expect(trash.articles.map((a: { id: number }) => a.id)).toContain(article.id);
      expect((await call('writer', 'PUT', `/restore?id=${article.id}`)).statusCode).toBe(200);
      expect((await call('writer', 'PUT', `/restore?id=${article.id}`)).statusCode).toBe(422);
      await call('writer', 'DELETE', `/delete?id=${article.id}`);
      expect((await call('writer', 'DELETE', `/delete?id=${article.id}`)).json().deleted).toBe('permanently');
      expect((await call('writer', 'GET', `/view?id=${article.id}`)).statusCode).toBe(404);
    });

    it('lists a writer’s own articles and everyone’s for an admin, with filters', async () => {
      const mine = await newArticle('other', draft('佐藤の下書き'));
      await createArticle(t.deps, { writerId: ids.other, title: '佐藤の公開記事', categoryId: ids.sub });
      const own = (await call('other', 'GET', '/?per=100')).json();
      expect(own.articles.every((a: { writer: { id: number } }) => a.writer.id === ids.other)).toBe(true);
      const drafts = (await call('other', 'GET', '/?status=draft')).json();
      expect(drafts.articles.map((a: { id: number }) => a.id)).toEqual([mine.id]);
      const byCategory = (await call('admin', 'GET', `/?category=housework&writer_id=${ids.other}`)).json();
      expect(byCategory.articles.map((a: { title: string }) => a.title)).toEqual(['佐藤の公開記事']);
      const search = (await call('other', 'GET', `/admin_search?title=${encodeURIComponent('清書')}`)).json();
      expect(search.articles).toEqual([]);
      expect(
        (await call('other', 'GET', `/admin_search?title=${encodeURIComponent('佐藤の下書')}`)).json().articles,
      ).toHaveLength(1);
      expect((await call('anonymous', 'GET', '/')).statusCode).toBe(401);
      expect((await call('writer', 'GET', '/?status=archived')).statusCode).toBe(422);
    });

    it('finds a word of the body in the list’s keyword search, as typed in katakana or hiragana', async () => {
      const inBody = await newArticle('other', {
        title: '台所の小さな工夫',
        body_html: '<p>洗い物には<strong>ゴム手袋</strong>を使います。</p>',
      });
      const ids = (keyword: string) =>
        call('other', 'GET', `/?keyword=${encodeURIComponent(keyword)}`).then((r) =>
          (r.json().articles as { id: number }[]).map((a) => a.id),
        );
      expect(await ids('ゴム手袋')).toEqual([inBody.id]);
      expect(await ids('ごむ手袋 台所')).toEqual([inBody.id]);
      // Tags are markup, not text; the title search stays the title's.
      expect(await ids('strong')).toEqual([]);
      const titleSearch = await call('other', 'GET', `/admin_search?title=${encodeURIComponent('ゴム手袋')}`);
      expect(titleSearch.json().articles).toEqual([]);
    });
  });
});

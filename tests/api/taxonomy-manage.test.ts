import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../helpers/app.ts';
import { testDatabases } from '../helpers/databases.ts';
import { authHeader, createArticle, createCategory, createWriter } from '../helpers/factories.ts';

type Who = 'anonymous' | 'writer' | 'admin';

describe.each(testDatabases)('managing tags and categories on %s', (kind) => {
  let t: TestApp;
  const headers: Record<Who, Record<string, string>> = { anonymous: {}, writer: {}, admin: {} };
  let writerId: number;

  beforeAll(async () => {
    t = await build(kind);
    const writer = await createWriter(t.deps);
    writerId = writer.id;
    headers.writer = await authHeader(t.deps, writer.id);
    headers.admin = await authHeader(t.deps, (await createWriter(t.deps, { role: 'admin' })).id);
  });
  afterAll(() => t?.close());

  const call = (who: Who, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1/${url}`, headers: headers[who], payload });
  const q = (params: Record<string, string | number>) =>
    new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

  describe('tags', () => {
    it('suggests the reading of a tag written in kanji, for admins', async () => {
      const reading = async (title: string) =>
        (await call('admin', 'GET', `tags/reading?${q({ title })}`)).json().reading;
      expect(await reading('収納')).toBe('しゅうのう');
      expect(await reading('一人暮らし')).toBe('ひとりぐらし');
      expect(await reading('時短レシピ')).toBe('じたんれしぴ');
      // Words the dictionary does not know stay as written, for the admin to finish.
      expect(await reading('IKEA収納')).toBe('IKEAしゅうのう');
      expect((await call('writer', 'GET', `tags/reading?${q({ title: '収納' })}`)).statusCode).toBe(403);
      const empty = await call('admin', 'GET', 'tags/reading?title=');
      expect([empty.statusCode, empty.json().errors.title[0]]).toEqual([422, 'タイトルを入力してください']);
    });

    it('cuts the reading into the words a suggested slug spells apart', async () => {
      const words = async (title: string) => (await call('admin', 'GET', `tags/reading?${q({ title })}`)).json();
      expect(await words('年末の掃除術')).toEqual({
        reading: 'ねんまつのそうじじゅつ',
        words: ['ねんまつ', 'の', 'そうじじゅつ'],
      });
      // A prefix joins its word, an auxiliary its verb.
      expect((await words('お手入れ')).words).toEqual(['おていれ']);
      expect((await words('洗って干す')).words).toEqual(['あらって', 'ほす']);
    });

    it('creates a tag from the query string, admins only', async () => {
      const params = q({
        title: '作り置き',
        slug: 'tsukurioki',
        reading: 'つくりおき',
        description: '作り置きの記事',
        order: 3,
      });
      expect((await call('anonymous', 'POST', `tags/new?${params}`)).statusCode).toBe(401);
      expect((await call('writer', 'POST', `tags/new?${params}`)).statusCode).toBe(403);
      const res = await call('admin', 'POST', `tags/new?${params}`);
      expect(res.statusCode).toBe(201);
      expect(res.json().tag).toMatchObject({ title: '作り置き', slug: 'tsukurioki', reading: 'つくりおき', order: 3 });
    });

    it.each([
      [{ title: '', slug: 'ok' }, 'title'],
      [{ title: '大文字', slug: 'Bad Slug' }, 'slug'],
      [{ title: 'スクリプト', slug: '<script>' }, 'slug'],
      [{ title: 'あ'.repeat(51), slug: 'long' }, 'title'],
      [{ title: '読み', slug: 'yomi', reading: 'yomi' }, 'reading'],
    ])('refuses %o with a Japanese 422 on the field', async (params, field) => {
      const res = await call('admin', 'POST', `tags/new?${q(params)}`);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[field][0]).toMatch(/[ぁ-んァ-ン一-龥]/);
    });

    it('keeps slugs unique, trashed tags included', async () => {
      const tag = (await call('admin', 'POST', `tags/new?${q({ title: 'A', slug: 'unique-a' })}`)).json().tag;
      await call('admin', 'PUT', `tags/move_to_trash?id=${tag.id}`);
      const clash = await call('admin', 'POST', `tags/new?${q({ title: 'B', slug: 'unique-a' })}`);
      expect(clash.json()).toEqual({ errors: { slug: ['このスラッグは既に使われています'] } });
    });

    it('goes through the trash and back, and is deleted only from the trash', async () => {
      const tag = (await call('admin', 'POST', `tags/new?${q({ title: '季節', slug: 'kisetsu' })}`)).json().tag;
      expect((await call('admin', 'DELETE', `tags/delete?id=${tag.id}`)).statusCode).toBe(422);
      expect((await call('writer', 'PUT', `tags/move_to_trash?id=${tag.id}`)).statusCode).toBe(403);
      expect((await call('admin', 'PUT', `tags/move_to_trash?id=${tag.id}`)).statusCode).toBe(200);
      expect((await call('anonymous', 'GET', `tags/view?id=${tag.id}`)).statusCode).toBe(404);
      const trash = (await call('admin', 'GET', 'tags/my_trash')).json().tags;
      expect(trash.map((x: { id: number }) => x.id)).toContain(tag.id);
      expect((await call('admin', 'PUT', `tags/restore?id=${tag.id}`)).statusCode).toBe(200);
      expect((await call('anonymous', 'GET', `tags/view?id=${tag.id}`)).statusCode).toBe(200);
      await call('admin', 'PUT', `tags/move_to_trash?id=${tag.id}`);
      expect((await call('admin', 'DELETE', `tags/delete?id=${tag.id}`)).json().message).toBe(
        'タグを完全に削除しました',
      );
      expect((await call('admin', 'GET', `tags/edit?id=${tag.id}`)).statusCode).toBe(404);
    });

    it('updates, reorders and answers 204 for an empty trash', async () => {
      for (const row of (await call('admin', 'GET', 'tags/my_trash')).json()?.tags ?? []) {
        await call('admin', 'DELETE', `tags/delete?id=${row.id}`);
      }
      const res = await call('admin', 'GET', 'tags/my_trash');
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      const a = (await call('admin', 'POST', `tags/new?${q({ title: 'A2', slug: 'order-a' })}`)).json().tag;
      const b = (await call('admin', 'POST', `tags/new?${q({ title: 'B2', slug: 'order-b' })}`)).json().tag;
      const updated = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/tags/update?id=${a.id}`,
        headers: { ...headers.admin, access_token: 'ignored' },
        payload: { title: '更新後' },
      });
      expect(updated.json().tag.title).toBe('更新後');
      await call('admin', 'PUT', 'tags/reorder', { ids: [b.id, a.id] });
      expect((await call('admin', 'GET', `tags/edit?id=${b.id}`)).json().tag.order).toBe(0);
      expect((await call('admin', 'GET', `tags/edit?id=${a.id}`)).json().tag.order).toBe(1);
    });
  });

  describe('categories', () => {
    it('creates main categories and subtopics, two levels only', async () => {
      const main = (await call('admin', 'POST', `categories/new?${q({ title: '暮らし', slug: 'living-x' })}`)).json()
        .category;
      const sub = await call(
        'admin',
        'POST',
        `categories/new?${q({ title: '食', slug: 'food-x', parent_id: main.id })}`,
      );
      expect(sub.statusCode).toBe(201);
      const deeper = await call(
        'admin',
        'POST',
        `categories/new?${q({ title: '孫', slug: 'grandchild', parent_id: sub.json().category.id })}`,
      );
      expect(deeper.json().errors.parent_id[0]).toBe('親カテゴリにはメインカテゴリを選んでください');
      const self = await call('admin', 'PATCH', `categories/update?id=${main.id}`, { parent_id: main.id });
      expect(self.statusCode).toBe(422);
      expect((await call('writer', 'POST', `categories/new?${q({ title: 'x', slug: 'x' })}`)).statusCode).toBe(403);
    });

    it('moves to the trash first, and refuses to delete a category that still has articles', async () => {
      const main = await createCategory(t.deps, { slug: 'housework-x' });
      const sub = await createCategory(t.deps, { slug: 'laundry-x', parentId: main.id });
      await createArticle(t.deps, { writerId, categoryId: sub.id, status: 'draft', publishedAt: null });
      expect((await call('admin', 'PUT', `categories/move_to_trash?id=${main.id}`)).json().errors.id[0]).toBe(
        '先にサブカテゴリをゴミ箱に移してください',
      );
      expect((await call('admin', 'DELETE', `categories/delete?id=${sub.id}`)).json().message).toBe(
        'カテゴリをゴミ箱に移しました',
      );
      const refused = await call('admin', 'DELETE', `categories/delete?id=${sub.id}`);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.id[0]).toContain('記事があるため削除できません');
      expect((await call('admin', 'GET', `categories/edit?id=${sub.id}`)).statusCode).toBe(200);
      await call('admin', 'DELETE', `categories/delete?id=${main.id}`);
      expect((await call('admin', 'PUT', `categories/restore?id=${sub.id}`)).json().errors.id[0]).toBe(
        '先に親カテゴリをゴミ箱から戻してください',
      );
      expect((await call('admin', 'PUT', `categories/restore?id=${main.id}`)).statusCode).toBe(200);
      expect((await call('admin', 'PUT', `categories/restore?id=${sub.id}`)).statusCode).toBe(200);
    });

    it('deletes an unused trashed category for good and lists the trash', async () => {
      const lone = await createCategory(t.deps, { slug: 'lonely' });
      await call('admin', 'DELETE', `categories/delete?id=${lone.id}`);
      expect(
        (await call('admin', 'GET', 'categories/my_trash')).json().categories.map((c: { id: number }) => c.id),
      ).toContain(lone.id);
      expect((await call('admin', 'DELETE', `categories/delete?id=${lone.id}`)).json().message).toBe(
        'カテゴリを完全に削除しました',
      );
      expect((await call('admin', 'GET', `categories/edit?id=${lone.id}`)).statusCode).toBe(404);
    });
  });
});

// Saves change only what they send: every update endpoint, one field at a time, against the stored row.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writers } from '../../server/db/schema/accounts.ts';
import { articles, articleTags, categories, tags } from '../../server/db/schema/content.ts';
import { build, type TestApp } from '../helpers/app.ts';
import { testDatabases } from '../helpers/databases.ts';
import { authHeader, createCategory, createWriter } from '../helpers/factories.ts';
import { createTag } from '../helpers/feed-factories.ts';

type Row = Record<string, unknown>;

/** The stored row minus the columns a change may legitimately touch. */
function without(row: Row, ...columns: string[]): Row {
  const rest = { ...row };
  for (const column of ['updatedAt', ...columns]) delete rest[column];
  return rest;
}

describe.each(testDatabases)('partial updates on %s', (kind) => {
  let t: TestApp;
  let admin: Record<string, string>;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await build(kind);
    const adminRow = await createWriter(t.deps, { role: 'admin' });
    admin = await authHeader(t.deps, adminRow.id);
    const main = await createCategory(t.deps, { slug: 'living' });
    const otherMain = await createCategory(t.deps, { slug: 'beauty' });
    ids.main = main.id;
    ids.otherMain = otherMain.id;
    ids.sub = (await createCategory(t.deps, { slug: 'kitchen', parentId: main.id })).id;
    ids.otherSub = (await createCategory(t.deps, { slug: 'skin', parentId: main.id })).id;
    ids.tagA = (await createTag(t.deps)).id;
    ids.tagB = (await createTag(t.deps)).id;
    ids.tagC = (await createTag(t.deps)).id;
  });
  afterAll(() => t?.close());

  const patch = (url: string, payload: object) => t.app.inject({ method: 'PATCH', url, headers: admin, payload });

  describe('an article', () => {
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const changes: [field: string, value: unknown, touches: string[]][] = [
      // The folded search text is generated from the title and the lead.
      ['title', '新しいタイトル', ['title', 'searchTitle', 'searchText']],
      ['lead', '新しいリード', ['lead', 'searchText']],
      // The body is one document whichever form it is sent in: its HTML is rendered from it.
      ['body_html', '<p>書き直した本文</p>', ['bodyHtml', 'bodyJson']],
      ['body_json', { type: 'doc', content: [{ type: 'paragraph' }] }, ['bodyJson', 'bodyHtml']],
      ['thumbnail_url', '/media/new.webp', ['thumbnailUrl']],
      ['category_id', 'otherSub', ['categoryId']],
      ['status', 'draft', ['status']],
      ['published_at', future, ['publishedAt']],
      ['is_pr', false, ['isPr', 'sponsor']],
      ['sponsor', '別の提供企業', ['sponsor']],
      ['is_highlight', false, ['isHighlight']],
      ['meta_title', '検索結果に出すタイトル', ['metaTitle']],
      ['meta_description', '検索結果に出す説明', ['metaDescription']],
      ['og_image_url', '/media/share.webp', ['ogImageUrl']],
      ['canonical_url', 'https://example.com/original', ['canonicalUrl']],
      ['noindex', true, ['noindex']],
    ];

    async function publishedPrArticle() {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/articles/new',
        headers: admin,
        payload: {
          title: '元のタイトル',
          lead: '元のリード',
          body_html: '<h2>見出し</h2><p>元の本文</p>',
          body_json: { type: 'doc', content: [{ type: 'heading', attrs: { level: 2 } }] },
          thumbnail_url: '/media/original.webp',
          category_id: ids.sub,
          tag_ids: [ids.tagA, ids.tagB],
          status: 'published',
          is_pr: true,
          sponsor: '提供企業',
          is_highlight: true,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().article.id as number;
    }

    const stored = async (id: number) => {
      const [row] = await t.deps.db.select().from(articles).where(eq(articles.id, id));
      const links = await t.deps.db.select().from(articleTags).where(eq(articleTags.articleId, id));
      return { ...row, tagIds: links.map((l) => l.tagId).sort() } as Row;
    };

    it.each(changes)('changes only %s when %s is sent alone', async (field, value, touches) => {
      const id = await publishedPrArticle();
      const before = await stored(id);
      const sent = field === 'category_id' ? ids[value as string] : value;
      const res = await patch('/api/v1/articles/update', { id, [field]: sent });
      expect(res.statusCode, res.body).toBe(200);
      const after = await stored(id);
      expect(without(after, ...touches)).toEqual(without(before, ...touches));
      expect(after.updatedAt).not.toEqual(before.updatedAt);
    });

    it('changes only the tags when tag_ids is sent alone', async () => {
      const id = await publishedPrArticle();
      const before = await stored(id);
      expect((await patch('/api/v1/articles/update', { id, tag_ids: [ids.tagC] })).statusCode).toBe(200);
      const after = await stored(id);
      expect(after.tagIds).toEqual([ids.tagC]);
      expect(without(after, 'tagIds')).toEqual(without(before, 'tagIds'));
    });

    it('keeps the link to a trashed tag through a save of the tags, so a restore brings it back', async () => {
      const id = await publishedPrArticle();
      await t.deps.db.update(tags).set({ deletedAt: new Date() }).where(eq(tags.id, ids.tagB));
      expect((await patch('/api/v1/articles/update', { id, tag_ids: [ids.tagA, ids.tagC] })).statusCode).toBe(200);
      await t.deps.db.update(tags).set({ deletedAt: null }).where(eq(tags.id, ids.tagB));
      expect((await stored(id)).tagIds).toEqual([ids.tagA, ids.tagB, ids.tagC].sort());
    });

    it('keeps a published article on the site when only its title changes', async () => {
      const id = await publishedPrArticle();
      await patch('/api/v1/articles/update', { id, title: '題名だけ直す' });
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/articles/view?id=${id}` });
      expect(res.statusCode).toBe(200);
      expect(res.json().article).toMatchObject({
        title: '題名だけ直す',
        status: 'published',
        is_pr: true,
        sponsor: '提供企業',
        is_highlight: true,
        lead: '元のリード',
      });
      expect(res.json().article.tags).toHaveLength(2);
    });

    it('keeps a scheduled time when a draft is saved without one', async () => {
      const id = await publishedPrArticle();
      await patch('/api/v1/articles/update', { id, status: 'draft', published_at: future });
      expect((await patch('/api/v1/articles/update', { id, status: 'draft', title: '下書き保存' })).statusCode).toBe(
        200,
      );
      expect((await stored(id)).publishedAt).toEqual(new Date(future));
    });
  });

  describe('a tag', () => {
    // The folded name searched by is generated from the title, reading and slug.
    const changes: [string, unknown, string, string[]][] = [
      ['title', '新しい名前', 'title', ['searchName']],
      ['slug', 'renamed-tag', 'slug', ['searchName']],
      ['description', '新しい説明', 'description', []],
      ['reading', 'あたらしい', 'reading', ['searchName']],
      ['order', 7, 'order', []],
    ];

    it.each(changes)('changes only %s when it is sent alone', async (field, value, column, derived) => {
      const tag = await createTag(t.deps, { description: '説明', order: 3, reading: 'もと' });
      const [before] = await t.deps.db.select().from(tags).where(eq(tags.id, tag.id));
      const res = await patch(`/api/v1/tags/update?id=${tag.id}`, { [field]: value });
      expect(res.statusCode, res.body).toBe(200);
      const [after] = await t.deps.db.select().from(tags).where(eq(tags.id, tag.id));
      expect(without(after as Row, column, ...derived)).toEqual(without(before as Row, column, ...derived));
      expect((after as Row)[column]).toEqual(value);
    });
  });

  describe('a category', () => {
    const changes: [string, unknown, string][] = [
      ['title', '新しい名前', 'title'],
      ['slug', 'renamed-category', 'slug'],
      ['description', '新しい説明', 'description'],
      ['order', 9, 'order'],
      ['parent_id', 'otherMain', 'parentId'],
    ];

    it.each(changes)('changes only %s when it is sent alone', async (field, value, column) => {
      const category = await createCategory(t.deps, { parentId: ids.main, description: '説明', order: 4 });
      const [before] = await t.deps.db.select().from(categories).where(eq(categories.id, category.id));
      const sent = field === 'parent_id' ? ids[value as string] : value;
      const res = await patch(`/api/v1/categories/update?id=${category.id}`, { [field]: sent });
      expect(res.statusCode, res.body).toBe(200);
      const [after] = await t.deps.db.select().from(categories).where(eq(categories.id, category.id));
      expect(without(after as Row, column)).toEqual(without(before as Row, column));
      expect((after as Row)[column]).toEqual(sent);
    });
  });

  describe('a writer', () => {
    const changes: [string, unknown, string[]][] = [
      ['name', '新しい名前', ['name']],
      ['email', 'renamed@example.com', ['email']],
      ['password', 'another-long-password', ['passwordHash', 'sessionVersion']],
      ['role', 'admin', ['role', 'sessionVersion']],
      ['profile_img_url', '/media/face.webp', ['profileImgUrl']],
      ['profile_text', '新しいプロフィール', ['profileText']],
    ];

    it.each(changes)('changes only %s when it is sent alone', async (field, value, columns) => {
      const writer = await createWriter(t.deps, { profileText: 'もとの紹介', profileImgUrl: '/media/old.webp' });
      const [before] = await t.deps.db.select().from(writers).where(eq(writers.id, writer.id));
      const res = await patch(`/api/v1/writers/update?id=${writer.id}`, { [field]: value });
      expect(res.statusCode, res.body).toBe(200);
      const [after] = await t.deps.db.select().from(writers).where(eq(writers.id, writer.id));
      expect(without(after as Row, ...columns)).toEqual(without(before as Row, ...columns));
    });
  });
});

// 複製: a copy is a new draft of the caller's, with the original's content, category, tags and PR
// fields, and none of what belongs to the original alone; writers copy their own articles only.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleDailyViews } from '../../server/db/schema/analytics.ts';
import { articles, tags } from '../../server/db/schema/content.ts';
import { build, type TestApp } from '../helpers/app.ts';
import { testDatabases } from '../helpers/databases.ts';
import { authHeader, createArticle, createCategory, createWriter } from '../helpers/factories.ts';

describe.each(testDatabases)('duplicating articles on %s', (kind) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let adminId: number;
  let writer: Record<string, string>;
  let writerId: number;
  let other: Record<string, string>;

  beforeAll(async () => {
    t = await build(kind);
    adminId = (await createWriter(t.deps, { role: 'admin' })).id;
    admin = await authHeader(t.deps, adminId);
    writerId = (await createWriter(t.deps)).id;
    writer = await authHeader(t.deps, writerId);
    other = await authHeader(t.deps, (await createWriter(t.deps)).id);
  });
  afterAll(() => t?.close());

  const duplicate = (id: number, headers?: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: `/api/v1/articles/duplicate?id=${id}`, headers });

  async function richArticle(ownerId: number) {
    const parent = await createCategory(t.deps);
    const category = await createCategory(t.deps, { parentId: parent?.id });
    const [tag] = await t.deps.db
      .insert(tags)
      .values({ title: '収納', slug: `storage-${Date.now()}-${Math.random()}` })
      .returning();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/articles/new',
      headers: admin,
      payload: {
        title: '玄関収納の見直し',
        lead: '靴があふれる玄関を、30分で片づけます。',
        body_html: '<h2>まず全部出す</h2><p>靴を全部出して数えます。</p>',
        thumbnail_url: 'https://example.com/genkan.jpg',
        category_id: category?.id,
        tag_ids: [tag?.id],
        is_pr: true,
        sponsor: '株式会社サンプル収納',
        meta_title: '玄関収納のSEOタイトル',
        status: 'published',
      },
    });
    expect(created.statusCode).toBe(201);
    // Published by an admin (writers here submit for review), then handed to its owner.
    const { id } = created.json().article;
    await t.deps.db.update(articles).set({ writerId: ownerId }).where(eq(articles.id, id));
    return (await t.app.inject({ url: `/api/v1/articles/view?id=${id}`, headers: admin })).json().article;
  }

  it('makes a draft 「（コピー）…」 of the caller with the content, category, tags, thumbnail and PR fields', async () => {
    const source = await richArticle(writerId);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/articles/${source.id}/refresh_locked_article`,
      headers: writer,
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/articles/${source.id}/share_links`,
      headers: writer,
      payload: { days: 7 },
    });
    await t.deps.db
      .insert(articleDailyViews)
      .values({ articleId: source.id, day: '2026-11-01', views: 40, visitors: 30 });

    const response = await duplicate(source.id, writer);
    expect(response.statusCode).toBe(201);
    const copy = response.json().article;
    expect(copy.id).not.toBe(source.id);
    expect(copy).toMatchObject({
      title: '（コピー）玄関収納の見直し',
      lead: source.lead,
      body_html: source.body_html,
      body_json: source.body_json,
      thumbnail_url: 'https://example.com/genkan.jpg',
      category: source.category,
      tags: source.tags,
      is_pr: true,
      sponsor: '株式会社サンプル収納',
      status: 'draft',
      published_at: null,
      is_highlight: false,
      locked_by: null,
      review_state: null,
      writer: { id: writerId },
    });
    // What is the original's alone stays with it.
    const links = await t.app.inject({ url: `/api/v1/articles/${copy.id}/share_links`, headers: writer });
    expect(links.json().share_links).toEqual([]);
    const views = await t.deps.db.select().from(articleDailyViews).where(eq(articleDailyViews.articleId, copy.id));
    expect(views).toEqual([]);
    // The original is untouched and not public twice.
    const original = await t.app.inject({ url: `/api/v1/articles/view?id=${source.id}` });
    expect(original.json().article).toMatchObject({ title: '玄関収納の見直し', status: 'published' });
    expect((await t.app.inject({ url: `/api/v1/articles/view?id=${copy.id}` })).statusCode).toBe(404);
  });

  it('lets an admin copy anyone’s article into a draft of the admin’s own', async () => {
    const source = await richArticle(writerId);
    const response = await duplicate(source.id, admin);
    expect(response.statusCode).toBe(201);
    expect(response.json().article.writer.id).toBe(adminId);
  });

  it('answers a writer copying someone else’s article as if it did not exist', async () => {
    const source = await richArticle(writerId);
    const response = await duplicate(source.id, other);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('記事が見つかりませんでした');
  });

  it('asks for a sign-in, a real id, and an article out of the trash', async () => {
    const source = await createArticle(t.deps, { writerId, title: 'ゴミ箱の記事', deletedAt: new Date() });
    expect((await duplicate(source!.id)).statusCode).toBe(401);
    const bad = await t.app.inject({ method: 'POST', url: '/api/v1/articles/duplicate?id=abc', headers: writer });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['id']);
    expect((await duplicate(2_147_483_647, writer)).statusCode).toBe(404);
    const trashed = await duplicate(source!.id, writer);
    expect(trashed.statusCode).toBe(404);
    expect(trashed.json().message).toContain('ゴミ箱');
  });

  it('keeps a copied title within 120 characters', async () => {
    const source = await createArticle(t.deps, {
      writerId,
      title: 'あ'.repeat(120),
      status: 'draft',
      publishedAt: null,
    });
    const copy = (await duplicate(source!.id, writer)).json().article;
    expect(copy.title).toBe(`（コピー）${'あ'.repeat(115)}`);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../helpers/app.ts';
import { testDatabases } from '../helpers/databases.ts';
import { authHeader, createArticle, createWriter } from '../helpers/factories.ts';

describe.each(testDatabases)('GET /articles/view on %s', (kind) => {
  let t: TestApp;
  let owner: { id: number };
  let other: { id: number };
  let admin: { id: number };
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    t = await build(kind);
    owner = await createWriter(t.deps);
    other = await createWriter(t.deps);
    admin = await createWriter(t.deps, { role: 'admin' });
    const base = { writerId: owner.id, bodyJson: { type: 'doc', content: [] } };
    ids.published = (await createArticle(t.deps, { ...base, bodyHtml: '<h2>見出し</h2><p>本文</p>' })).id;
    ids.draft = (await createArticle(t.deps, { ...base, status: 'draft', publishedAt: null })).id;
    ids.scheduled = (await createArticle(t.deps, { ...base, publishedAt: new Date(Date.now() + 3600_000) })).id;
    ids.trashed = (await createArticle(t.deps, { ...base, deletedAt: new Date() })).id;
  });
  afterAll(() => t?.close());

  const view = async (id: number | string, writerId?: number) =>
    t.app.inject({
      url: `/api/v1/articles/view?id=${id}`,
      headers: writerId ? await authHeader(t.deps, writerId) : {},
    });

  it('shows a published article to anyone, without the editor JSON', async () => {
    const res = await view(ids.published);
    expect(res.statusCode).toBe(200);
    const { article } = res.json();
    expect(article).toMatchObject({
      id: ids.published,
      body_html: '<h2>見出し</h2><p>本文</p>',
      body_json: null,
      locked_by: null,
    });
    expect(article.writer).not.toHaveProperty('email');
  });

  it.each(['draft', 'scheduled', 'trashed'])(
    'hides a %s article from anonymous readers and other writers',
    async (name) => {
      expect((await view(ids[name] as number)).statusCode).toBe(404);
      const res = await view(ids[name] as number, other.id);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('記事が見つかりませんでした');
    },
  );

  it.each(['draft', 'scheduled', 'trashed'])('shows a %s article to its writer and to admins', async (name) => {
    for (const viewer of [owner.id, admin.id]) {
      const res = await view(ids[name] as number, viewer);
      expect(res.statusCode).toBe(200);
      expect(res.json().article.body_json).toEqual({ type: 'doc', content: [] });
    }
  });

  it('answers 404 for an unknown id and 422 for a malformed one', async () => {
    expect((await view(999_999)).statusCode).toBe(404);
    expect((await view('abc')).statusCode).toBe(422);
    expect((await view('1%20or%201=1')).statusCode).toBe(422);
  });
});

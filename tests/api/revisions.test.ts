// Revisions: what each save keeps, autosaves folded per sitting, who may read them, restoring one
// under the save's lock and stale-copy rules, the retention limit and the trash.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleRevisions } from '../../server/db/schema/editorial.ts';
import { build, type TestApp } from '../helpers/app.ts';
import { testDatabases } from '../helpers/databases.ts';
import { authHeader, createCategory, createWriter } from '../helpers/factories.ts';

type Headers = Record<string, string>;

describe.each(testDatabases)('article revisions on %s', (kind) => {
  let t: TestApp;
  let admin: Headers;
  let writer: Headers;
  let otherWriter: Headers;
  let writerName: string;
  let subId: number;

  beforeAll(async () => {
    // Writers here publish their own articles, as where the review is not required.
    t = await build(kind, { env: { REVISIONS_KEPT: '4', WRITERS_MAY_PUBLISH: 'true' } });
    admin = await authHeader(t.deps, (await createWriter(t.deps, { role: 'admin' })).id);
    const writerRow = await createWriter(t.deps);
    writerName = writerRow.name;
    writer = await authHeader(t.deps, writerRow.id);
    otherWriter = await authHeader(t.deps, (await createWriter(t.deps)).id);
    const main = await createCategory(t.deps, { slug: 'living' });
    subId = (await createCategory(t.deps, { slug: 'kitchen', parentId: main.id })).id;
  });
  afterAll(() => t?.close());

  const call = (headers: Headers, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1/articles${url}`, headers, ...(payload && { payload }) });

  async function newDraft(title = '下書きの記事') {
    const res = await call(writer, 'POST', '/new', { title, lead: '最初のリード', body_html: '<p>最初の本文</p>' });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().article as { id: number; updated_at: string };
  }

  async function save(id: number, fields: object, headers = writer) {
    const res = await call(headers, 'PATCH', '/update', { id, ...fields });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().article as { id: number; updated_at: string; title: string; status: string };
  }

  async function history(id: number, headers = writer) {
    const res = await call(headers, 'GET', `/${id}/revisions`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().revisions as { id: number; kind: string; title: string; writer: { name: string } | null }[];
  }

  it('keeps a revision for the first save and each manual save, newest first, with who saved it', async () => {
    const article = await newDraft('版その1');
    await save(article.id, { title: '版その2' });
    await save(article.id, { lead: 'リードだけ変えた' });
    const revisions = await history(article.id);
    expect(revisions.map((r) => [r.kind, r.title])).toEqual([
      ['save', '版その2'],
      ['save', '版その2'],
      ['save', '版その1'],
    ]);
    expect(revisions[0]?.writer?.name).toBe(writerName);

    const full = await call(writer, 'GET', `/${article.id}/revisions/${revisions[0]?.id}`);
    expect(full.statusCode).toBe(200);
    expect(full.json().revision).toMatchObject({
      title: '版その2',
      lead: 'リードだけ変えた',
      body_html: '<p>最初の本文</p>',
      status: 'draft',
      tag_ids: [],
    });
  });

  it('folds one sitting of autosaves into one revision, and starts a new one after a manual save', async () => {
    const article = await newDraft('自動保存の記事');
    await save(article.id, { body_html: '<p>一文字目</p>', autosave: true });
    await save(article.id, { body_html: '<p>二文字目まで</p>', autosave: true });
    await save(article.id, { body_html: '<p>三文字目まで</p>', autosave: true });
    let revisions = await history(article.id);
    expect(revisions.map((r) => r.kind)).toEqual(['autosave', 'save']);
    const folded = await call(writer, 'GET', `/${article.id}/revisions/${revisions[0]?.id}`);
    expect(folded.json().revision.body_html).toBe('<p>三文字目まで</p>');

    await save(article.id, { title: '手で保存した' });
    await save(article.id, { body_html: '<p>また書き足した</p>', autosave: true });
    revisions = await history(article.id);
    expect(revisions.map((r) => r.kind)).toEqual(['autosave', 'save', 'autosave', 'save']);
  });

  it("shows revisions to the article's writer and admins only; another writer gets 404", async () => {
    const article = await newDraft();
    const [revision] = await history(article.id);
    expect((await call(admin, 'GET', `/${article.id}/revisions`)).statusCode).toBe(200);
    expect((await call(otherWriter, 'GET', `/${article.id}/revisions`)).statusCode).toBe(404);
    expect((await call(otherWriter, 'GET', `/${article.id}/revisions/${revision?.id}`)).statusCode).toBe(404);
    expect((await call(otherWriter, 'POST', `/${article.id}/revisions/${revision?.id}/restore`, {})).statusCode).toBe(
      404,
    );
    expect((await call({}, 'GET', `/${article.id}/revisions`)).statusCode).toBe(401);
    // A revision of another article is not this article's.
    const other = await newDraft();
    expect((await call(writer, 'GET', `/${other.id}/revisions/${revision?.id}`)).statusCode).toBe(404);
  });

  it('restores content as a new revision and leaves a published article out', async () => {
    const created = await call(writer, 'POST', '/new', {
      title: '公開した記事',
      lead: '公開時のリード',
      body_html: '<p>公開時の本文</p>',
      category_id: subId,
      status: 'published',
    });
    const id = created.json().article.id as number;
    const [first] = await history(id);
    const edited = await save(id, {
      title: '直しすぎた記事',
      body_html: '<p>消してしまった</p>',
      meta_title: '検索向けに変えた題',
      noindex: true,
    });

    const restored = await call(writer, 'POST', `/${id}/revisions/${first?.id}/restore`, {
      updated_at: edited.updated_at,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().article).toMatchObject({
      title: '公開した記事',
      body_html: '<p>公開時の本文</p>',
      status: 'published',
      meta_title: null,
      noindex: false,
    });
    expect((await history(id)).map((r) => r.kind)).toEqual(['restore', 'save', 'save']);
  });

  it('restores under the save rules: 409 on a stale copy, 423 while someone else holds the lock', async () => {
    const article = await newDraft('ロック中の記事');
    const [first] = await history(article.id);
    const saved = await save(article.id, { title: '書き換えた' });

    const stale = await call(writer, 'POST', `/${article.id}/revisions/${first?.id}/restore`, {
      updated_at: article.updated_at,
    });
    expect(stale.statusCode).toBe(409);

    expect((await call(admin, 'PATCH', `/${article.id}/refresh_locked_article`)).statusCode).toBe(200);
    const locked = await call(writer, 'POST', `/${article.id}/revisions/${first?.id}/restore`, {
      updated_at: saved.updated_at,
    });
    expect(locked.statusCode).toBe(423);
    expect((await history(article.id)).map((r) => r.title)).toEqual(['書き換えた', 'ロック中の記事']);
    await call(admin, 'PATCH', `/${article.id}/unlock_article`);
  });

  it('keeps only the newest revisions the setting allows', async () => {
    const article = await newDraft('版1');
    for (const n of [2, 3, 4, 5, 6]) await save(article.id, { title: `版${n}` });
    expect((await history(article.id)).map((r) => r.title)).toEqual(['版6', '版5', '版4', '版3']);
  });

  it('takes revisions into the trash and back, and away with a permanent delete', async () => {
    const article = await newDraft('ゴミ箱へ行く記事');
    await save(article.id, { title: 'ゴミ箱へ行く記事（改）' });
    expect((await call(writer, 'DELETE', `/delete?id=${article.id}`)).statusCode).toBe(200);
    expect(await history(article.id)).toHaveLength(2);
    expect((await call(writer, 'PUT', `/restore?id=${article.id}`)).statusCode).toBe(200);
    expect(await history(article.id)).toHaveLength(2);

    expect((await call(writer, 'DELETE', `/delete?id=${article.id}`)).statusCode).toBe(200);
    expect((await call(admin, 'DELETE', `/delete?id=${article.id}`)).statusCode).toBe(200);
    const left = await t.deps.db.select().from(articleRevisions).where(eq(articleRevisions.articleId, article.id));
    expect(left).toEqual([]);
  });

  it('folds autosaves sent at once into one revision', async () => {
    const article = await newDraft('同時の自動保存');
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        call(writer, 'PATCH', '/update', { id: article.id, body_html: `<p>${n}回目</p>`, autosave: true }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await history(article.id)).map((r) => r.kind)).toEqual(['autosave', 'save']);
  });
});

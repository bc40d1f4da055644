// Previews through signed links: the editor's own and share links for someone signed out — the real
// article page, noindex and private; refused once forged, expired, revoked or trashed.
import { eq } from 'drizzle-orm';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleShareLinks } from '../../server/db/schema/editorial.ts';
import { build, type TestApp } from '../helpers/app.ts';
import { testDatabases } from '../helpers/databases.ts';
import { authHeader, createCategory, createWriter } from '../helpers/factories.ts';
import { loadSsrBuild } from '../helpers/ssr-build.ts';

type Headers = Record<string, string>;

let ssrBuild: ServerBuild;
beforeAll(async () => {
  ssrBuild = await loadSsrBuild();
});

describe.each(testDatabases)('preview and share links on %s', (kind) => {
  let t: TestApp;
  let writer: Headers;
  let otherWriter: Headers;
  let categoryId: number;

  beforeAll(async () => {
    t = await build(kind, { ssrBuild, env: { SHARE_LINK_DAYS: '3' } });
    writer = await authHeader(t.deps, (await createWriter(t.deps, { name: '青木' })).id);
    otherWriter = await authHeader(t.deps, (await createWriter(t.deps)).id);
    const main = await createCategory(t.deps, { slug: 'living' });
    categoryId = (await createCategory(t.deps, { slug: 'kitchen', parentId: main.id })).id;
  });
  afterAll(() => t?.close());

  const call = (headers: Headers, method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1/articles${url}`, headers, ...(payload && { payload }) });

  async function draft(title: string) {
    const res = await call(writer, 'POST', '/new', {
      title,
      lead: 'タイアップの確認用です。',
      body_html: '<h2>使い方</h2><p>スポンサーの商品を紹介します。</p>',
      category_id: categoryId,
      is_pr: true,
      sponsor: '株式会社サルビア',
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().article.id as number;
  }

  /** The page a link opens, as someone signed out sees it. */
  const open = (url: string) => t.app.inject({ url: new URL(url).pathname + new URL(url).search });

  it('shows the editor the saved draft on the article page, noindex and never cached', async () => {
    const id = await draft('プレビューの記事');
    const res = await call(writer, 'POST', `/${id}/preview_link`);
    expect(res.statusCode, res.body).toBe(200);
    const { url, expires_at } = res.json();
    expect(new Date(expires_at).getTime()).toBeGreaterThan(Date.now());

    const page = await open(url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).toContain('プレビューの記事');
    expect(page.body).toContain('公開前の下書き');
    expect(page.body).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    expect(page.body).toMatch(/<meta name="referrer" content="no-referrer"/);
    // The public page's parts: byline, 目次 and the promotion notice.
    expect(page.body).toContain('青木');
    expect(page.body).toContain('本ページにはプロモーションが含まれています');
    expect(page.body).toContain('使い方');
    // Not public otherwise.
    expect((await t.app.inject(`/articles/${id}`)).statusCode).toBe(404);

    expect((await call(otherWriter, 'POST', `/${id}/preview_link`)).statusCode).toBe(404);
  });

  it('lets a sponsor open a share link signed out until it is revoked', async () => {
    const id = await draft('スポンサー確認の記事');
    const created = await call(writer, 'POST', `/${id}/share_links`, {});
    expect(created.statusCode, created.body).toBe(201);
    const link = created.json().share_link;
    // SHARE_LINK_DAYS when no days are asked for.
    const days = (new Date(link.expires_at).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(2.99);
    expect(days).toBeLessThanOrEqual(3);

    const page = await open(link.url);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('スポンサー確認の記事');
    expect(page.body).toContain('このリンクは');

    const listed = await call(writer, 'GET', `/${id}/share_links`);
    expect(listed.json().share_links).toEqual([expect.objectContaining({ id: link.id, revoked_at: null })]);
    expect((await call(otherWriter, 'GET', `/${id}/share_links`)).statusCode).toBe(404);

    const revoked = await call(writer, 'DELETE', `/${id}/share_links/${link.id}`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().share_link.revoked_at).not.toBeNull();
    const gone = await open(link.url);
    expect(gone.statusCode).toBe(410);
    expect(gone.body).toContain('期限が切れたか、取り消されています');
    expect(gone.body).not.toContain('スポンサーの商品');
  });

  it('shows an older revision on the article page, as it was then', async () => {
    const id = await draft('最初の見出し');
    const fixed = await call(writer, 'PATCH', '/update', {
      id,
      title: '直した見出し',
      body_html: '<p>直した本文です。</p>',
      is_pr: false,
      sponsor: null,
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    const revisions = (await call(writer, 'GET', `/${id}/revisions`)).json().revisions as { id: number }[];
    const oldest = revisions.at(-1)?.id;
    expect(revisions).toHaveLength(2);

    const res = await call(writer, 'POST', `/${id}/revisions/${oldest}/preview_link`);
    expect(res.statusCode, res.body).toBe(200);
    const page = await open(res.json().url);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('最初の見出し');
    expect(page.body).toContain('スポンサーの商品を紹介します。');
    expect(page.body).toContain('本ページにはプロモーションが含まれています');
    expect(page.body).toContain('に保存した版。記事はいま公開前の下書き');
    expect(page.body).not.toContain('直した本文です。');
    expect(page.body).toMatch(/<meta name="robots" content="noindex, nofollow"/);

    const current = await open((await call(writer, 'POST', `/${id}/preview_link`)).json().url);
    expect(current.body).toContain('直した本文です。');
    expect(current.body).not.toContain('本ページにはプロモーションが含まれています');

    const elsewhere = await draft('別の記事');
    expect((await call(writer, 'POST', `/${elsewhere}/revisions/${oldest}/preview_link`)).statusCode).toBe(404);
    expect((await call(otherWriter, 'POST', `/${id}/revisions/${oldest}/preview_link`)).statusCode).toBe(404);
  });

  it('refuses forged, expired and trashed links, and bad periods', async () => {
    const id = await draft('守られた記事');
    const link = (await call(writer, 'POST', `/${id}/share_links`, { days: 1 })).json().share_link;
    const token = new URL(link.url).searchParams.get('token') ?? '';
    const [payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, article: claims.article + 1 })).toString('base64url');
    expect((await t.app.inject(`/articles/preview?token=${forgedPayload}.${signature}`)).statusCode).toBe(410);
    expect((await t.app.inject('/articles/preview?token=nonsense')).statusCode).toBe(410);
    expect((await t.app.inject('/articles/preview')).statusCode).toBe(410);

    // An expired token: the signed end has passed (made so by a link created already expired).
    await t.deps.db
      .update(articleShareLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(articleShareLinks.id, link.id));
    const stale = (await call(writer, 'GET', `/${id}/share_links`)).json().share_links[0];
    expect((await open(stale.url)).statusCode).toBe(410);

    const fresh = (await call(writer, 'POST', `/${id}/share_links`, { days: 30 })).json().share_link;
    expect((await open(fresh.url)).statusCode).toBe(200);
    await call(writer, 'DELETE', `/delete?id=${id}`);
    expect((await open(fresh.url)).statusCode).toBe(410);

    for (const days of [0, 31, 1.5]) {
      const bad = await call(writer, 'POST', `/${id}/share_links`, { days });
      expect(bad.statusCode).toBe(422);
    }
  });

  it('ends the share links of an article moved to the trash for good: a restore does not bring them back', async () => {
    const id = await draft('取り下げた記事');
    const link = (await call(writer, 'POST', `/${id}/share_links`, { days: 30 })).json().share_link;
    expect((await open(link.url)).statusCode).toBe(200);

    expect((await call(writer, 'DELETE', `/delete?id=${id}`)).statusCode).toBe(200);
    expect((await open(link.url)).statusCode).toBe(410);
    expect((await call(writer, 'PUT', `/restore?id=${id}`)).statusCode).toBe(200);

    const again = await open(link.url);
    expect(again.statusCode).toBe(410);
    expect(again.body).not.toContain('スポンサーの商品');
    const listed = (await call(writer, 'GET', `/${id}/share_links`)).json().share_links;
    expect(listed).toEqual([expect.objectContaining({ id: link.id, revoked_at: expect.any(String) })]);
    expect((await open(listed[0].url)).statusCode).toBe(410);
    // A link made after the restore works.
    const fresh = (await call(writer, 'POST', `/${id}/share_links`, {})).json().share_link;
    expect((await open(fresh.url)).statusCode).toBe(200);
  });

  it('ends the share links and previews a writer made once the writer is moved to the trash, restored or not', async () => {
    const admin = await authHeader(t.deps, (await createWriter(t.deps, { role: 'admin' })).id);
    const leaving = await createWriter(t.deps, { name: '退職する人' });
    const theirs = await authHeader(t.deps, leaving.id);
    const made = await call(theirs, 'POST', '/new', { title: '退職前の記事', body_html: '<p>スポンサーの商品</p>' });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().article.id as number;
    const link = (await call(theirs, 'POST', `/${id}/share_links`, { days: 30 })).json().share_link;
    const preview = (await call(theirs, 'POST', `/${id}/preview_link`)).json();
    // The admin's own link to the same article is the admin's business, and stays.
    const adminLink = (await call(admin, 'POST', `/${id}/share_links`, { days: 30 })).json().share_link;
    for (const url of [link.url, preview.url, adminLink.url]) expect((await open(url)).statusCode, url).toBe(200);

    const writersApi = (method: 'DELETE' | 'PUT', action: string) =>
      t.app.inject({ method, url: `/api/v1/writers/${action}?id=${leaving.id}`, headers: admin });
    expect((await writersApi('DELETE', 'delete')).statusCode).toBe(200);
    expect((await open(link.url)).statusCode).toBe(410);
    expect((await open(preview.url)).statusCode).toBe(410);
    expect((await open(adminLink.url)).statusCode).toBe(200);

    expect((await writersApi('PUT', 'restore')).statusCode).toBe(200);
    expect((await open(link.url)).statusCode).toBe(410);
    expect((await open(preview.url)).statusCode).toBe(410);
    const listed = (await call(admin, 'GET', `/${id}/share_links`)).json().share_links as { id: number }[];
    expect(listed.find((l) => l.id === link.id)).toMatchObject({ revoked_at: expect.any(String) });
  });
});

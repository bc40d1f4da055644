// Old addresses live on (DESIGN.md §8): a kept redirect answers 301 where the page would be a 404,
// admins keep the list through the API, and no save can make a loop.
import { eq } from 'drizzle-orm';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { redirects } from '../../server/db/schema/redirects.ts';
import { build, type TestApp } from '../helpers/app.ts';
import { testDatabases } from '../helpers/databases.ts';
import { authHeader, createArticle, createWriter } from '../helpers/factories.ts';
import { loadSsrBuild } from '../helpers/ssr-build.ts';

let ssrBuild: ServerBuild;
beforeAll(async () => {
  ssrBuild = await loadSsrBuild();
});

describe.each(testDatabases)('redirects on %s', (kind) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let writer: Record<string, string>;
  let writerId: number;

  beforeAll(async () => {
    t = await build(kind, { ssrBuild });
    const editor = await createWriter(t.deps, { role: 'admin' });
    admin = await authHeader(t.deps, editor.id);
    writerId = (await createWriter(t.deps)).id;
    writer = await authHeader(t.deps, writerId);
  });
  afterAll(() => t?.close());

  const create = (payload: object, headers = admin) =>
    t.app.inject({ method: 'POST', url: '/api/v1/redirects/new', headers, payload });
  const update = (id: number, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/v1/redirects/update?id=${id}`, headers: admin, payload });
  const visit = (url: string, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url });

  describe('answering old addresses', () => {
    it('answers 301 to a path kept for an address that would be a 404', async () => {
      expect((await create({ from_path: '/2019/05/old-post/', to_path: '/tags' })).statusCode).toBe(201);
      const response = await visit('/2019/05/old-post/');
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe('/tags');
      expect((await visit('/2019/05/old-post', 'HEAD')).statusCode).toBe(301);
    });

    it('answers 301 to the current address of an article', async () => {
      const article = await createArticle(t.deps, { writerId });
      await create({ from_path: '/archives/42', article_id: article?.id });
      const response = await visit('/archives/42');
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe(`/articles/${article?.id}`);
    });

    it('finds a percent-encoded Japanese address saved as typed, and sends the target encoded', async () => {
      await create({ from_path: '/category/暮らし/', to_path: '/search?q=暮らし' });
      const response = await visit(`/category/${encodeURIComponent('暮らし')}`);
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe(`/search?q=${encodeURIComponent('暮らし')}`);
    });

    it('finds the same address with or without a trailing slash, and without tracking tags', async () => {
      await create({ from_path: '/about-us', to_path: 'https://example.com/about' });
      for (const url of ['/about-us/', '/about-us', '/about-us?utm_source=x']) {
        const response = await visit(url);
        expect(response.statusCode, url).toBe(301);
        expect(response.headers.location).toBe('https://example.com/about');
      }
    });

    it('answers a WordPress ?p=123 address, which the home page would otherwise take', async () => {
      const article = await createArticle(t.deps, { writerId });
      await create({ from_path: '/?p=123', article_id: article?.id });
      const response = await visit('/?p=123&utm_medium=mail');
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe(`/articles/${article?.id}`);
      expect((await visit('/?p=124')).statusCode).toBe(200);
    });

    it('leaves a redirect to a trashed or unpublished article a 404', async () => {
      const trashed = await createArticle(t.deps, { writerId, deletedAt: new Date() });
      const draft = await createArticle(t.deps, { writerId, status: 'draft' });
      await create({ from_path: '/trashed-one', article_id: trashed?.id });
      await create({ from_path: '/draft-one', article_id: draft?.id });
      expect((await visit('/trashed-one')).statusCode).toBe(404);
      expect((await visit('/draft-one')).statusCode).toBe(404);
    });

    it('never answers for the API or the admin', async () => {
      await t.deps.db.insert(redirects).values({ fromPath: '/api/v2/gone', toPath: '/' });
      expect((await visit('/api/v2/gone')).statusCode).toBe(404);
    });

    it('counts hits without holding up the answer', async () => {
      const created = (await create({ from_path: '/counted', to_path: '/' })).json().redirect;
      await visit('/counted');
      await visit('/counted/');
      await vi.waitFor(async () => {
        const [row] = await t.deps.db.select().from(redirects).where(eq(redirects.id, created.id));
        expect(row?.hits).toBe(2);
        expect(row?.lastHitAt).not.toBeNull();
      });
    });

    it('drops what it remembered when a redirect changes', async () => {
      expect((await visit('/not-yet')).statusCode).toBe(404);
      const created = (await create({ from_path: '/not-yet', to_path: '/first' })).json().redirect;
      expect((await visit('/not-yet')).headers.location).toBe('/first');
      await update(created.id, { to_path: '/second' });
      expect((await visit('/not-yet')).headers.location).toBe('/second');
      await t.app.inject({ method: 'DELETE', url: `/api/v1/redirects/delete?id=${created.id}`, headers: admin });
      expect((await visit('/not-yet')).statusCode).toBe(404);
    });

    it('stops following a redirect once its article goes to the trash through the API', async () => {
      const article = await createArticle(t.deps, { writerId });
      await create({ from_path: '/soon-trashed', article_id: article?.id });
      expect((await visit('/soon-trashed')).statusCode).toBe(301);
      const trashing = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/articles/delete?id=${article?.id}`,
        headers: admin,
      });
      expect(trashing.statusCode).toBe(200);
      expect((await visit('/soon-trashed')).statusCode).toBe(404);
    });

    it('follows a chain to its end', async () => {
      await create({ from_path: '/chain-a', to_path: '/chain-b' });
      await create({ from_path: '/chain-b', to_path: '/chain-c' });
      expect((await visit('/chain-a')).headers.location).toBe('/chain-c');
    });
  });

  describe('keeping the list', () => {
    it('refuses a redirect to itself and one that leads back through a chain', async () => {
      const self = await create({ from_path: '/loop-self/', to_path: '/loop-self' });
      expect(self.statusCode).toBe(422);
      expect(self.json().errors.to_path).toEqual(['転送先が転送元と同じです']);
      await create({ from_path: '/loop-a', to_path: '/loop-b' });
      await create({ from_path: '/loop-b', to_path: '/loop-c' });
      const back = await create({ from_path: '/loop-c', to_path: '/loop-a/' });
      expect(back.statusCode).toBe(422);
      expect(back.json().errors.to_path).toEqual(['転送先をたどると転送元に戻ってしまいます']);
    });

    it('refuses an update that closes a loop', async () => {
      await create({ from_path: '/update-a', to_path: '/update-b' });
      const second = (await create({ from_path: '/update-b', to_path: '/elsewhere' })).json().redirect;
      const closing = await update(second.id, { to_path: '/update-a' });
      expect(closing.statusCode).toBe(422);
      expect((await visit('/update-b')).headers.location).toBe('/elsewhere');
    });

    it('refuses an address already kept, written differently', async () => {
      await create({ from_path: '/taken', to_path: '/' });
      const again = await create({ from_path: '/taken/', to_path: '/tags' });
      expect(again.statusCode).toBe(422);
      expect(again.json().errors.from_path).toEqual(['この転送元はすでに登録されています']);
    });

    it('gives exactly one of parallel saves of one address', async () => {
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) => create({ from_path: '/raced', to_path: `/target-${i}` })),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422, 422, 422, 422, 422]);
    });

    it('says in Japanese what is wrong with an address', async () => {
      const response = await create({ from_path: 'old-post', to_path: 'javascript:alert(1)' });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        from_path: ['転送元のパスは / で始めてください'],
        to_path: ['転送先は / で始まるサイト内のパスか、http:// か https:// で始まる URL で入力してください'],
      });
    });

    it('lists a page at a time, searching either address', async () => {
      await create({ from_path: '/listed/みそ汁', to_path: '/articles/1' });
      const found = await t.app.inject({
        method: 'GET',
        url: `/api/v1/redirects?keyword=${encodeURIComponent('みそ汁')}&per=5`,
        headers: admin,
      });
      expect(found.statusCode).toBe(200);
      expect(found.json().redirects.map((r: { from_path: string }) => r.from_path)).toEqual(['/listed/みそ汁']);
      const page = (await t.app.inject({ method: 'GET', url: '/api/v1/redirects?per=2', headers: admin })).json();
      expect(page.redirects).toHaveLength(2);
      expect(page.meta.per).toBe(2);
    });

    it('names the article a redirect follows, and says when it is in the trash or not public', async () => {
      const live = await createArticle(t.deps, { writerId, title: '常備菜の基本' });
      const trashed = await createArticle(t.deps, { writerId, title: '捨てた記事', deletedAt: new Date() });
      const draft = await createArticle(t.deps, { writerId, title: '書きかけの記事', status: 'draft' });
      const saved = (await create({ from_path: '/named/live', article_id: live?.id })).json().redirect;
      expect(saved.article).toEqual({ id: live?.id, title: '常備菜の基本', in_trash: false, is_public: true });
      await create({ from_path: '/named/trashed', article_id: trashed?.id });
      await create({ from_path: '/named/draft', article_id: draft?.id });
      await create({ from_path: '/named/path', to_path: '/tags' });
      const listed = await t.app.inject({ method: 'GET', url: '/api/v1/redirects?keyword=/named/', headers: admin });
      const byFrom = Object.fromEntries(
        listed.json().redirects.map((r: { from_path: string; article: unknown }) => [r.from_path, r.article]),
      );
      expect(byFrom).toEqual({
        '/named/live': { id: live?.id, title: '常備菜の基本', in_trash: false, is_public: true },
        '/named/trashed': { id: trashed?.id, title: '捨てた記事', in_trash: true, is_public: false },
        '/named/draft': { id: draft?.id, title: '書きかけの記事', in_trash: false, is_public: false },
        '/named/path': null,
      });
      const changed = await update(saved.id, { to_path: '/elsewhere' });
      expect(changed.json().redirect).toMatchObject({ article_id: null, article: null, to_path: '/elsewhere' });
    });

    it('is for admins only', async () => {
      expect((await create({ from_path: '/by-writer', to_path: '/' }, writer)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/redirects', headers: writer })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/redirects' })).statusCode).toBe(401);
    });
  });
});

// Input no endpoint may answer with a 5xx: NUL characters, ids past int32, unsafe URLs, odd methods.
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ads, shopItems } from '../../server/db/schema/site.ts';
import { build, type TestApp } from '../helpers/app.ts';
import { testDatabases } from '../helpers/databases.ts';
import { authHeader, createArticle, createCategory, createWriter } from '../helpers/factories.ts';
import { loadSsrBuild } from '../helpers/ssr-build.ts';

const NUL_MESSAGE = '使用できない文字（NUL文字）が含まれています';

let ssrBuild: ServerBuild;
beforeAll(async () => {
  ssrBuild = await loadSsrBuild();
});

describe.each(testDatabases)('bad input on %s', (kind) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let articleId: number;

  beforeAll(async () => {
    t = await build(kind, { ssrBuild });
    const writer = await createWriter(t.deps, { role: 'admin' });
    admin = await authHeader(t.deps, writer.id);
    const main = await createCategory(t.deps);
    const sub = await createCategory(t.deps, { parentId: main.id });
    articleId = (await createArticle(t.deps, { writerId: writer.id, categoryId: sub.id })).id;
  });
  afterAll(() => t?.close());

  const send = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: admin, payload });

  it.each([
    ['/api/v1/articles/search?title=a%00', 'title'],
    ['/api/v1/tags/search?keyword=%00', 'keyword'],
    ['/api/v1/categories/search?title=%00', 'title'],
    ['/api/v1/writers/search?name=%00', 'name'],
    ['/api/v1/articles?keyword=a%00b', 'keyword'],
    ['/search?keyword=%00', 'keyword'],
  ])('refuses a NUL in %s with a 422 on the field', async (url, field) => {
    const res = await send('GET', url);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: { [field]: [NUL_MESSAGE] } });
  });

  it('refuses a NUL in a page address with a 400', async () => {
    const res = await send('GET', '/tags/%00');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: NUL_MESSAGE });
  });

  it.each([
    ['POST', '/api/v1/tags/new?title=a%00&slug=nul-tag', undefined, 'title'],
    [
      'POST',
      '/api/v1/contact',
      { name: '山田\u0000', email: 'a@example.com', body: 'お問い合わせの本文です。' },
      'name',
    ],
    ['POST', '/api/v1/articles/new', { title: 'タイトル\u0000' }, 'title'],
    ['PATCH', '/api/v1/articles/update', { id: 1, lead: 'リード\u0000' }, 'lead'],
    ['POST', '/api/v1/articles/new', { title: 'ok', body_json: { type: 'doc', 'k\u0000': 1 } }, 'body_json'],
  ] as const)('refuses a NUL sent to %s %s with a 422 on the field', async (method, url, payload, field) => {
    const res = await send(method, url, payload);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: { [field]: [NUL_MESSAGE] } });
  });

  it.each([
    '/api/v1/articles?category=2147483648',
    '/api/v1/articles/view?id=2147483648',
    '/api/v1/media/search?writer_id=2147483648',
    '/api/v1/articles/link_targets?ids=1,2147483648',
    '/api/v1/articles/get_trending_articles_by_tags?tag_ids=1,2147483648',
    '/api/v1/articles?page=1e300',
    '/api/v1/articles/public_index?page=100001',
  ])('answers an id or page past what the database holds (%s) with 422', async (url) => {
    const res = await send('GET', url);
    expect(res.statusCode, res.body).toBe(422);
    expect(Object.keys(res.json().errors)).not.toHaveLength(0);
  });

  it.each(['javascript:alert(1)', 'http://[', '//evil.example/x.jpg', 'data:image/png;base64,AAAA'])(
    'refuses %s as a thumbnail or profile picture',
    async (url) => {
      const article = await send('PATCH', '/api/v1/articles/update', { id: articleId, thumbnail_url: url });
      expect(article.statusCode).toBe(422);
      expect(article.json().errors.thumbnail_url[0]).toMatch(/URL/);
      const profile = await t.app.inject({
        method: 'PUT',
        url: '/api/v1/writers/update',
        headers: admin,
        payload: { profile_img_url: url },
      });
      expect(profile.statusCode).toBe(422);
    },
  );

  it('accepts https and site-relative pictures', async () => {
    for (const url of ['https://cdn.example.com/a.jpg', '/media/a.webp']) {
      const res = await send('PATCH', '/api/v1/articles/update', { id: articleId, thumbnail_url: url });
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('reads an address left blank, as a form sends it, as none on every optional address', async () => {
    const created = await send('POST', '/api/v1/writers/new', {
      email: `blank-${Date.now()}@example.com`,
      name: '写真なし',
      password: 'correct-horse-battery',
      profile_img_url: '',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().writer.profile_img_url).toBeNull();

    const writer = await createWriter(t.deps, { profileImgUrl: '/media/face.webp' });
    const own = await authHeader(t.deps, writer.id);
    const cleared = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/writers/update',
      headers: own,
      payload: { profile_img_url: '  ' },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().writer.profile_img_url).toBeNull();

    const article = await send('POST', '/api/v1/articles/new', {
      title: '画像なしの記事',
      thumbnail_url: '',
      og_image_url: '',
      canonical_url: '',
    });
    expect(article.statusCode, article.body).toBe(201);
    const { id, thumbnail_url, og_image_url, canonical_url } = article.json().article;
    expect({ thumbnail_url, og_image_url, canonical_url }).toEqual({
      thumbnail_url: null,
      og_image_url: null,
      canonical_url: null,
    });
    await send('PATCH', '/api/v1/articles/update', { id, thumbnail_url: '/media/a.webp' });
    const updated = await send('PATCH', '/api/v1/articles/update', { id, thumbnail_url: '', canonical_url: ' ' });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().article.thumbnail_url).toBeNull();
  });

  it('keeps the feed, the article, the writer page and the home up when stored rows hold bad addresses', async () => {
    const writer = await createWriter(t.deps, { profileImgUrl: 'http://[' });
    const main = await createCategory(t.deps);
    const sub = await createCategory(t.deps, { parentId: main.id });
    const broken = await createArticle(t.deps, { writerId: writer.id, categoryId: sub.id, thumbnailUrl: 'http://[' });
    const scripted = await createArticle(t.deps, {
      writerId: writer.id,
      categoryId: sub.id,
      thumbnailUrl: 'javascript:alert(1)',
    });
    await t.deps.db.insert(ads).values({ provider: 'x', src: '/media/ad.webp', link: 'javascript:alert(1)' });
    await t.deps.db.insert(shopItems).values({ photo: 'http://[', title: '壊れた商品', link: 'https://shop.example' });
    for (const url of [
      '/feed.xml',
      `/articles/${broken.id}`,
      `/articles/${scripted.id}`,
      `/writers/${writer.id}`,
      '/',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('http://[');
      expect(res.body, url).not.toContain('javascript:');
    }
    const api = await t.app.inject({ method: 'GET', url: `/api/v1/articles/view?id=${scripted.id}` });
    expect(api.json().article.thumbnail_url).toBeNull();
  });

  it.each(['TRACE', 'PUT', 'DELETE'] as const)('answers %s on a page with 405, not a server error', async (method) => {
    const res = await t.app.inject({ method, url: '/' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(res.json().message).toMatch(/GET と HEAD/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jstDay } from '../../server/services/analytics/jst-day.ts';
import { build, type TestApp } from '../helpers/app.ts';
import { testDatabases } from '../helpers/databases.ts';
import { authHeader, createArticle, createCategory, createWriter } from '../helpers/factories.ts';
import { createTag, tagArticle } from '../helpers/feed-factories.ts';

const BROWSER = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Safari/605.1.15';

describe.each(testDatabases)('analytics summary on %s', (kind) => {
  let t: TestApp;
  const h: Record<string, Record<string, string>> = {};
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await build(kind);
    const mine = await createWriter(t.deps);
    const other = await createWriter(t.deps);
    h.mine = await authHeader(t.deps, mine.id);
    h.admin = await authHeader(t.deps, (await createWriter(t.deps, { role: 'admin' })).id);
    const main = await createCategory(t.deps, { slug: 'housework' });
    const laundry = await createCategory(t.deps, { slug: 'laundry', title: '洗濯', parentId: main.id });
    ids.mine = (await createArticle(t.deps, { writerId: mine.id, title: '私の記事', categoryId: laundry.id })).id;
    ids.other = (await createArticle(t.deps, { writerId: other.id, title: 'ほかの人の記事' })).id;
    const tag = await createTag(t.deps, { title: '部屋干し' });
    await tagArticle(t.deps, ids.mine, tag.id);
    const beacon = (articleId: number, ip: string, referrer?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/analytics/page_views',
        remoteAddress: ip,
        headers: { 'content-type': 'text/plain', 'user-agent': BROWSER },
        payload: JSON.stringify({ path: `/articles/${articleId}`, article_id: articleId, referrer_host: referrer }),
      });
    await beacon(ids.mine, '203.0.113.1', 'www.google.com');
    await beacon(ids.mine, '203.0.113.1', 'www.google.com');
    await beacon(ids.mine, '203.0.113.2', 't.co');
    await beacon(ids.other, '203.0.113.3');
  });
  afterAll(() => t?.close());

  const summary = (who: string, query = '') =>
    t.app.inject({ url: `/api/v1/analytics/summary${query}`, headers: h[who] ?? {} });

  it('gives admins the whole site: views and unique visitors per JST day, and the most read', async () => {
    const res = await summary('admin');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.days).toHaveLength(7);
    expect(body.days.at(-1)).toEqual({ day: jstDay(new Date()), views: 4, visitors: 3 });
    expect(body.top_articles.map((a: { id: number; views: number }) => [a.id, a.views])).toEqual([
      [ids.mine, 3],
      [ids.other, 1],
    ]);
    expect(body.top_categories).toEqual([expect.objectContaining({ title: '洗濯', views: 3 })]);
    expect(body.top_tags).toEqual([expect.objectContaining({ title: '部屋干し', views: 3 })]);
    expect(body.top_referrers).toEqual([
      { host: 'www.google.com', views: 2 },
      { host: 't.co', views: 1 },
    ]);
  });

  it('shows a writer only their own articles', async () => {
    const body = (await summary('mine', '?days=30')).json();
    expect(body.days).toHaveLength(30);
    expect(body.days.at(-1).views).toBe(3);
    expect(body.top_articles.map((a: { id: number }) => a.id)).toEqual([ids.mine]);
  });

  it('narrows to one article over time', async () => {
    const body = (await summary('admin', `?days=90&article_id=${ids.other}`)).json();
    expect(body.days).toHaveLength(90);
    expect(body.days.reduce((n: number, d: { views: number }) => n + d.views, 0)).toBe(1);
  });

  it('answers 401 without a session and 422 for another window', async () => {
    expect((await summary('anonymous')).statusCode).toBe(401);
    const bad = await summary('admin', '?days=5');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.days[0]).toBe('days は 7・30・90 のいずれかを指定してください');
  });
});

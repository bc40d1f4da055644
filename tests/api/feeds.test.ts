// The news apps' feeds: SmartNews's SmartFormat 2.1 and the partner apps' full-content RSS pass the
// published rules (checked by parsing them with a real XML parser), stay under 1 MB whatever the
// articles weigh, and hold each outlet's rule and each article's opt-out.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageViewBody } from '../../contract/analytics.ts';
import type { FeedOutletId } from '../../contract/feed-outlets.ts';
import { pageViews } from '../../server/db/schema/analytics.ts';
import { build, type TestApp } from '../helpers/app.ts';
import { testDatabases } from '../helpers/databases.ts';
import { authHeader, createArticle, createCategory, createWriter } from '../helpers/factories.ts';
import { rssProblems, smartFormatProblems } from '../helpers/feed-rules.ts';
import { child, children, parseXml, type XmlElement } from '../helpers/xml-tree.ts';

const MINUTE_MS = 60_000;

/** A picture-heavy body as the editor renders one, with what a body must never send an app. */
function pictureBody(pictures: number, paragraph: string): string {
  const figures = Array.from(
    { length: pictures },
    (_, i) =>
      `<figure><img src="/media/photo-${i}.jpg" alt="写真${i}"><figcaption>写真：編集部</figcaption></figure><p>${paragraph}</p>`,
  );
  return `<h2>はじめに</h2>${figures.join('')}<p><a href="/articles/1">サイト内のリンク</a>と<a href="https://example.com/x">外のリンク</a></p><script>alert(1)</script><iframe src="https://www.youtube-nocookie.com/embed/abc"></iframe><style>p{}</style><table><tbody><tr><td>表</td></tr></tbody></table>`;
}

function itemsOf(xml: string): XmlElement[] {
  return children(child(parseXml(xml), 'channel') as XmlElement, 'item');
}

function titlesOf(xml: string): string[] {
  return itemsOf(xml).map((item) => child(item, 'title')?.text ?? '');
}

describe.each(testDatabases)('news app feeds on %s', (kind) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let writerHeaders: Record<string, string>;
  let writerId: number;
  let site: string;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await build(kind);
    site = t.deps.config.siteUrl;
    admin = await authHeader(t.deps, (await createWriter(t.deps, { role: 'admin' })).id);
    writerId = (await createWriter(t.deps, { name: '山田 花子' })).id;
    writerHeaders = await authHeader(t.deps, writerId);
    const living = await createCategory(t.deps, { title: '暮らし' });
    const food = await createCategory(t.deps, { title: '料理', parentId: living?.id });
    const beauty = await createCategory(t.deps, { title: '美容' });
    const hair = await createCategory(t.deps, { title: 'ヘア', parentId: beauty?.id });
    ids.living = living?.id as number;
    ids.beauty = beauty?.id as number;
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * MINUTE_MS);
    const make = async (key: string, fields: Parameters<typeof createArticle>[1]) => {
      ids[key] = (await createArticle(t.deps, fields))?.id as number;
    };
    await make('long', {
      writerId,
      categoryId: food?.id,
      title: '長い記事',
      thumbnailUrl: '/media/long.jpg',
      bodyHtml: pictureBody(12, '本文の段落です。'.repeat(400)),
      publishedAt: at(60),
    });
    await make('hair', { writerId, categoryId: hair?.id, title: 'ヘアの記事', publishedAt: at(50) });
    await make('sponsored', {
      writerId,
      categoryId: food?.id,
      title: 'キッチン用品のご紹介',
      isPr: true,
      sponsor: '株式会社サンプル',
      thumbnailUrl: '/media/pr.jpg',
      publishedAt: at(40),
    });
    await make('fresh', { writerId, categoryId: food?.id, title: '公開したばかりの記事', publishedAt: at(1) });
    await make('draft', { writerId, categoryId: food?.id, title: '下書きの記事', status: 'draft' });
  });
  afterAll(() => t?.close());

  const feed = (id: string) => t.app.inject(`/feeds/${id}.xml`);
  const setRule = (id: string, payload: object, headers = admin) =>
    t.app.inject({ method: 'PATCH', url: `/api/v1/feed_outlets/update?id=${id}`, headers, payload });
  const optOut = (articleId: number, outlets: FeedOutletId[], headers = writerHeaders) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/articles/${articleId}/feed_outlets`,
      headers,
      payload: { opted_out: outlets },
    });

  it('answers 404 for an outlet nobody switched on, and for one that does not exist', async () => {
    expect((await feed('smartnews')).statusCode).toBe(404);
    expect((await feed('gunosy')).statusCode).toBe(404);
    expect((await feed('nowhere')).statusCode).toBe(404);
    const list = await t.app.inject({ url: '/api/v1/feed_outlets', headers: admin });
    expect(list.json().outlets.map((o: { id: string; enabled: boolean }) => [o.id, o.enabled])).toEqual([
      ['smartnews', false],
      ['gunosy', false],
      ['line', false],
      ['yahoo', false],
    ]);
  });

  it('sends SmartNews a SmartFormat 2.1 feed that passes the published rules', async () => {
    expect((await setRule('smartnews', { enabled: true })).statusCode).toBe(200);
    const res = await feed('smartnews');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(smartFormatProblems(res.body)).toEqual([]);
    expect(rssProblems(res.body)).toEqual([]);
    const items = itemsOf(res.body);
    const long = items.find((item) => child(item, 'title')?.text === '長い記事') as XmlElement;
    const body = child(long, 'content:encoded')?.text ?? '';
    // The whole body, its pictures absolute, without what an app must not run.
    expect(body).toContain('<figcaption>写真：編集部</figcaption>');
    expect(body).toContain(`<img src="${site}/media/photo-0.jpg" alt="写真0" />`);
    expect(body).not.toMatch(/<(script|iframe|style)|alert\(1\)|tbody/);
    expect(body).toContain(`href="${site}/articles/1?utm_source=smartnews&amp;utm_medium=feed"`);
    expect(body).toContain('href="https://example.com/x"');
    expect(child(long, 'link')?.text).toBe(`${site}/articles/${ids.long}?utm_source=smartnews&utm_medium=feed`);
    expect(child(long, 'guid')?.text).toBe(`${site}/articles/${ids.long}`);
    expect(child(long, 'media:thumbnail')?.attributes.url).toBe(`${site}/media/long.jpg`);
    expect(child(long, 'dc:creator')?.text).toBe('山田 花子');
    expect(child(long, 'category')?.text).toBe('料理');
  });

  it('counts SmartView reads with our own beacon, marked as coming from SmartNews', async () => {
    const item = itemsOf((await feed('smartnews')).body)[0] as XmlElement;
    const script = child(item, 'snf:analytics')?.text ?? '';
    expect(script).toContain(`${site}/api/v1/analytics/page_views`);
    const body = JSON.parse(JSON.parse(/b=("(?:[^"\\]|\\.)*")/.exec(script)?.[1] as string));
    expect(pageViewBody.safeParse(body).success).toBe(true);
    const id = Number(/\/articles\/(\d+)/.exec(child(item, 'guid')?.text ?? '')?.[1]);
    expect(body).toEqual({ path: `/articles/${id}`, article_id: id, utm_source: 'smartnews', utm_medium: 'feed' });
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/analytics/page_views',
      headers: {
        'content-type': 'text/plain;charset=UTF-8',
        // SmartView's browser, as the app names itself.
        'user-agent':
          'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 SmartNews/24.11.0',
      },
      payload: JSON.stringify(body),
    });
    expect(sent.statusCode).toBe(204);
    // Stored, and counted under SmartNews in 流入元 (no referrer: by its campaign).
    const [view] = await t.deps.db
      .select({ outlet: pageViews.outlet })
      .from(pageViews)
      .where(eq(pageViews.articleId, id))
      .orderBy(desc(pageViews.id))
      .limit(1);
    expect(view?.outlet).toBe('smartnews');
  });

  it('keeps PR articles out of SmartNews news and shows them in its sponsored-link slots instead', async () => {
    const xml = (await feed('smartnews')).body;
    expect(titlesOf(xml).some((title) => title.includes('キッチン用品'))).toBe(false);
    for (const item of itemsOf(xml)) {
      const links = children(child(item, 'snf:advertisement') as XmlElement, 'snf:sponsoredLink');
      expect(links.map((l) => l.attributes)).toEqual([
        {
          link: `${site}/articles/${ids.sponsored}?utm_source=smartnews&utm_medium=feed`,
          thumbnail: `${site}/media/pr.jpg`,
          title: 'キッチン用品のご紹介',
          advertiser: '株式会社サンプル',
        },
      ]);
    }
    // Sent as news, labelled, when the rule lets PR through.
    await setRule('smartnews', { exclude_pr: false });
    const labelled = (await feed('smartnews')).body;
    expect(titlesOf(labelled)).toContain('【PR】キッチン用品のご紹介（提供：株式会社サンプル）');
    expect(labelled).not.toContain('snf:sponsoredLink');
    expect(smartFormatProblems(labelled)).toEqual([]);
    await setRule('smartnews', { exclude_pr: true });
  });

  it('stays under 1 MB with fewer items, never a cut document, however heavy the articles', async () => {
    const heavy: number[] = [];
    for (let i = 0; i < 10; i++) {
      const row = await createArticle(t.deps, {
        writerId,
        title: `重い記事${i}`,
        bodyHtml: pictureBody(12, 'とても長い本文です。'.repeat(300)),
        publishedAt: new Date(Date.now() - (30 + i) * 1000),
      });
      heavy.push(row?.id as number);
    }
    try {
      for (const outlet of ['smartnews', 'gunosy']) {
        await setRule(outlet, { enabled: true, item_count: 100 });
        const xml = (await feed(outlet)).body;
        expect(Buffer.byteLength(xml)).toBeLessThan(1024 * 1024);
        expect(outlet === 'smartnews' ? smartFormatProblems(xml) : rssProblems(xml)).toEqual([]);
        const titles = titlesOf(xml);
        expect(titles.length).toBeGreaterThan(3);
        // 13 articles, ~1.2 MB of bodies: not all of them fit.
        expect(titles.length).toBeLessThan(13);
        expect(xml.trimEnd().endsWith('</rss>')).toBe(true);
      }
    } finally {
      for (const id of heavy) {
        await t.app.inject({ method: 'DELETE', url: `/api/v1/articles/delete?id=${id}`, headers: admin });
      }
      await setRule('smartnews', { item_count: 50 });
    }
  });

  it('sends a partner app full content with pictures, their credits, related links and its campaign on every link', async () => {
    await setRule('gunosy', { enabled: true });
    const xml = (await feed('gunosy')).body;
    expect(rssProblems(xml)).toEqual([]);
    const rss = parseXml(xml);
    expect(rss.declares.media).toBe('http://search.yahoo.com/mrss/');
    const long = itemsOf(xml).find((item) => child(item, 'title')?.text === '長い記事') as XmlElement;
    const pictures = children(long, 'media:content');
    expect(pictures.length).toBe(13);
    expect(pictures[0]?.attributes).toMatchObject({
      url: `${site}/media/long.jpg`,
      medium: 'image',
      isDefault: 'true',
    });
    expect(child(pictures[1] as XmlElement, 'media:credit')?.text).toBe('Salvia');
    expect(child(pictures[1] as XmlElement, 'media:description')?.text).toBe('写真0');
    const body = child(long, 'content:encoded')?.text ?? '';
    expect(body).toContain('<p><strong>関連記事</strong></p>');
    // Every link to the site, in the channel, the items and the bodies, carries gunosy's campaign.
    const ownLinks = [...xml.matchAll(/https?:\/\/[^"<\s]+/g)]
      .map((m) => m[0].replaceAll('&amp;', '&'))
      .filter((url) => url.startsWith(site) && !/\/media\/|\/feeds\//.test(url));
    const untagged = ownLinks.filter(
      (url) =>
        !url.endsWith('utm_source=gunosy&utm_medium=feed') && !itemsOf(xml).some((i) => child(i, 'guid')?.text === url),
    );
    expect(ownLinks.length).toBeGreaterThan(5);
    expect(untagged).toEqual([]);
    expect(titlesOf(xml).some((title) => title.includes('キッチン用品'))).toBe(false);
    expect(body).not.toContain('キッチン用品');
  });

  it('leaves out the categories a rule excludes, a main category with its subtopics', async () => {
    await setRule('line', { enabled: true, excluded_category_ids: [ids.beauty as number] });
    const titles = titlesOf((await feed('line')).body);
    expect(titles).toContain('長い記事');
    expect(titles).not.toContain('ヘアの記事');
    await setRule('line', { excluded_category_ids: [] });
    expect(titlesOf((await feed('line')).body)).toContain('ヘアの記事');
  });

  it('holds an article back for the delay after publication, and carries no more than the item count', async () => {
    await setRule('yahoo', { enabled: true, delay_minutes: 30 });
    const titles = titlesOf((await feed('yahoo')).body);
    expect(titles).not.toContain('公開したばかりの記事');
    expect(titles).toContain('長い記事');
    await setRule('yahoo', { delay_minutes: 0, item_count: 2 });
    expect(titlesOf((await feed('yahoo')).body)).toEqual(['公開したばかりの記事', 'ヘアの記事']);
    await setRule('yahoo', { item_count: 50 });
  });

  it('never sends a draft', async () => {
    for (const outlet of ['smartnews', 'gunosy']) {
      expect(titlesOf((await feed(outlet)).body)).not.toContain('下書きの記事');
    }
  });

  it('keeps one article out of exactly the outlets its writer unticks', async () => {
    const res = await optOut(ids.long as number, ['gunosy', 'smartnews', 'gunosy']);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ opted_out: ['smartnews', 'gunosy'] });
    expect(titlesOf((await feed('smartnews')).body)).not.toContain('長い記事');
    expect(titlesOf((await feed('gunosy')).body)).not.toContain('長い記事');
    expect(titlesOf((await feed('line')).body)).toContain('長い記事');
    const read = await t.app.inject({ url: `/api/v1/articles/${ids.long}/feed_outlets`, headers: writerHeaders });
    expect(read.json()).toEqual({ opted_out: ['smartnews', 'gunosy'] });
    expect((await optOut(ids.long as number, ['gunosy'])).json()).toEqual({ opted_out: ['gunosy'] });
    expect(titlesOf((await feed('smartnews')).body)).toContain('長い記事');
    expect((await optOut(ids.long as number, [])).json()).toEqual({ opted_out: [] });
    expect(titlesOf((await feed('gunosy')).body)).toContain('長い記事');
  });

  it('lets only an article’s writer or an admin choose its outlets, and refuses bad input in Japanese', async () => {
    const other = await authHeader(t.deps, (await createWriter(t.deps)).id);
    expect((await optOut(ids.long as number, ['line'], other)).statusCode).toBe(404);
    expect((await optOut(ids.long as number, ['line'], admin)).statusCode).toBe(200);
    await optOut(ids.long as number, [], admin);
    const bad = await optOut(ids.long as number, ['twitter' as FeedOutletId]);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors['opted_out.0'][0]).toBe('配信先が正しくありません');
    expect((await t.app.inject({ url: `/api/v1/articles/${ids.long}/feed_outlets` })).statusCode).toBe(401);
  });

  it('lets only admins change the rules; a bad rule is a 422 that changes nothing', async () => {
    expect((await setRule('smartnews', { enabled: false }, writerHeaders)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/v1/feed_outlets', headers: writerHeaders })).statusCode).toBe(403);
    const before = (await t.app.inject({ url: '/api/v1/feed_outlets', headers: admin })).json();
    const cases: [object, string, string][] = [
      [{ item_count: 0 }, 'item_count', '記事数は1件以上で指定してください'],
      [{ item_count: 101 }, 'item_count', '記事数は100件以内で指定してください'],
      [{ delay_minutes: -5 }, 'delay_minutes', '配信までの時間は0分以上で指定してください'],
      [{ enabled: 'yes' }, 'enabled', '配信のオン・オフは true か false で指定してください'],
      [{ excluded_category_ids: [2_000_000_000] }, 'excluded_category_ids', '存在しないカテゴリが含まれています'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await setRule('smartnews', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors[field][0]).toBe(message);
    }
    expect((await setRule('twitter', { enabled: true })).statusCode).toBe(422);
    expect((await t.app.inject({ url: '/api/v1/feed_outlets', headers: admin })).json()).toEqual(before);
  });

  it('sends a ルビ reading in parentheses after its words, never run into them', async () => {
    const ruby = await createArticle(t.deps, {
      writerId,
      title: 'ルビのある記事',
      bodyHtml:
        '<p>雨の日の<ruby>紫陽花<rt>あじさい</rt></ruby>と<ruby>蒲公英<rp>(</rp><rt>たんぽぽ</rt><rp>)</rp></ruby></p>',
    });
    await setRule('gunosy', { enabled: true });
    const item = itemsOf((await feed('gunosy')).body).find((i) => child(i, 'title')?.text === 'ルビのある記事');
    expect(child(item as XmlElement, 'content:encoded')?.text).toContain(
      '<p>雨の日の紫陽花（あじさい）と蒲公英（たんぽぽ）</p>',
    );
    await t.app.inject({ method: 'DELETE', url: `/api/v1/articles/delete?id=${ruby?.id}`, headers: admin });
  });

  it('answers 404 again once an outlet is switched off', async () => {
    await setRule('line', { enabled: false });
    expect((await feed('line')).statusCode).toBe(404);
    expect((await feed('gunosy')).statusCode).toBe(200);
  });
});

describe.each(testDatabases)('kept feeds on %s', (kind) => {
  let t: TestApp;
  let admin: Record<string, string>;
  let writerId: number;

  beforeAll(async () => {
    t = await build(kind, { env: { PUBLIC_CACHE_SECONDS: '600' } });
    admin = await authHeader(t.deps, (await createWriter(t.deps, { role: 'admin' })).id);
    writerId = (await createWriter(t.deps)).id;
  });
  afterAll(() => t?.close());

  const feed = () => t.app.inject('/feeds/gunosy.xml');
  const setRule = (payload: object) =>
    t.app.inject({ method: 'PATCH', url: '/api/v1/feed_outlets/update?id=gunosy', headers: admin, payload });

  it('is kept like a page and dropped on an outlet-rule change and on a content change', async () => {
    const first = await createArticle(t.deps, { writerId, title: '最初の記事' });
    await setRule({ enabled: true });
    expect(titlesOf((await feed()).body)).toEqual(['最初の記事']);
    expect((await feed()).headers['cache-control']).toContain('s-maxage=600');
    // Written past the API: the kept feed does not know.
    const later = await createArticle(t.deps, { writerId, title: 'あとの記事' });
    expect(titlesOf((await feed()).body)).toEqual(['最初の記事']);
    // A rule change drops it.
    await setRule({ item_count: 10 });
    expect(titlesOf((await feed()).body)).toEqual(['あとの記事', '最初の記事']);
    // A content change through the API drops it.
    await t.app.inject({ method: 'DELETE', url: `/api/v1/articles/delete?id=${first?.id}`, headers: admin });
    expect(titlesOf((await feed()).body)).toEqual(['あとの記事']);
    // So does an article's opt-out.
    const optedOut = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/articles/${later?.id}/feed_outlets`,
      headers: admin,
      payload: { opted_out: ['gunosy'] },
    });
    expect(optedOut.statusCode).toBe(200);
    expect(titlesOf((await feed()).body)).toEqual([]);
    await setRule({ enabled: false });
    expect((await feed()).statusCode).toBe(404);
  });

  it.runIf(kind === 'postgres')('keeps both of two rule changes sent at once to an outlet never set', async () => {
    const both = await Promise.all([
      t.app.inject({
        method: 'PATCH',
        url: '/api/v1/feed_outlets/update?id=yahoo',
        headers: admin,
        payload: { item_count: 7 },
      }),
      t.app.inject({
        method: 'PATCH',
        url: '/api/v1/feed_outlets/update?id=yahoo',
        headers: admin,
        payload: { delay_minutes: 15 },
      }),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    const yahoo = (await t.app.inject({ url: '/api/v1/feed_outlets', headers: admin }))
      .json()
      .outlets.find((o: { id: string }) => o.id === 'yahoo');
    expect(yahoo).toMatchObject({ item_count: 7, delay_minutes: 15, enabled: false, exclude_pr: true });
  });
});

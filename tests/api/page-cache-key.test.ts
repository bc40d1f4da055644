// Parameters nobody reads are not part of a page: a thousand social links to one article cost one
// render, while a parameter a page reads (a list's `page`) still makes a page of its own.
import { randomBytes } from 'node:crypto';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../helpers/app.ts';
import { testDatabases } from '../helpers/databases.ts';
import { createArticle, createCategory, createWriter } from '../helpers/factories.ts';
import { loadSsrBuild } from '../helpers/ssr-build.ts';

let ssrBuild: ServerBuild;
beforeAll(async () => {
  ssrBuild = await loadSsrBuild();
});

const token = () => randomBytes(12).toString('base64url');

/** What share buttons, ads and newsletters add to a link, each time different. */
const SOCIAL_LINKS: ((n: number) => string)[] = [
  () => `fbclid=IwAR${token()}`,
  (n) => `utm_source=line&utm_medium=social&utm_campaign=${n}`,
  (n) => `utm_source=x&utm_campaign=spring-${n}&twclid=${token()}`,
  () => `gclid=${token()}&gbraid=${token()}&wbraid=${token()}`,
  () => `yclid=${token()}&ldtag_cl=${token()}`,
  () => `igshid=${token()}&_ga=2.${token()}&_gl=1*${token()}`,
  (n) => `mc_cid=${n}&mc_eid=${token()}&dclid=${token()}&msclkid=${token()}`,
  (n) => `ref=newsletter-${n}&utm_content=${token()}`,
];

describe.each(testDatabases)('the public cache key on %s', (kind) => {
  let t: TestApp;
  let articleId: number;
  let listPath: string;

  beforeAll(async () => {
    t = await build(kind, { env: { PUBLIC_CACHE_SECONDS: '60' }, ssrBuild });
    const writer = await createWriter(t.deps);
    const main = await createCategory(t.deps, { slug: 'cache_key' });
    const sub = await createCategory(t.deps, { slug: 'links', parentId: main?.id });
    listPath = '/cache_key/links';
    // A page and a bit of the category's list (12 a page).
    for (let i = 0; i < 13; i++) {
      const article = await createArticle(t.deps, {
        title: `シェアされる記事 ${i}`,
        writerId: writer.id,
        categoryId: sub?.id,
        publishedAt: new Date(Date.now() - (i + 1) * 60_000),
      });
      if (i === 0) articleId = article!.id;
    }
  });
  afterAll(() => t?.close());

  /** Pages React Router rendered so far that one render may serve to every reader. */
  async function renders(): Promise<number> {
    const metric = await t.app.metrics.registry.getSingleMetric('salvia_page_renders_total')?.get();
    return metric?.values.find((value) => value.labels.kind === 'public')?.value ?? 0;
  }

  it('renders an article once for a thousand different social links to it', async () => {
    const before = await renders();
    const statuses = new Set<number>();
    const misses: string[] = [];
    let first = '';
    for (let n = 0; n < 1000; n++) {
      const query = SOCIAL_LINKS[n % SOCIAL_LINKS.length]!(n);
      const res = await t.app.inject(`/articles/${articleId}?${query}`);
      statuses.add(res.statusCode);
      if (res.headers['x-cache'] !== 'hit') misses.push(query);
      if (n === 0) {
        first = res.body;
        // Rendered from the page's own address: no reader's tag is in what every reader gets.
        expect(first).toContain('シェアされる記事 0');
        expect(first).not.toContain(query.split('=')[1]);
        expect(first).not.toMatch(/fbclid|IwAR/);
      }
    }
    expect(statuses).toEqual(new Set([200]));
    expect(misses).toHaveLength(1);
    expect((await renders()) - before).toBe(1);
    // The plain address is the same page.
    const plain = await t.app.inject(`/articles/${articleId}`);
    expect([plain.headers['x-cache'], (await renders()) - before]).toEqual(['hit', 1]);
  });

  it('still makes a page of its own for a parameter the page reads', async () => {
    const before = await renders();
    const first = await t.app.inject(listPath);
    const second = await t.app.inject(`${listPath}?page=2`);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect((await renders()) - before).toBe(2);
    expect(first.body).not.toContain('2ページ目');
    expect(second.body).toContain('2ページ目');
    expect(second.body).toContain('シェアされる記事 12');
    expect(first.body).not.toContain('シェアされる記事 12');

    // With tags around it, in any order: the same page 2, no render.
    for (const query of ['page=2&utm_source=line', 'utm_campaign=a&page=2&fbclid=b', 'page=2&page=3']) {
      const res = await t.app.inject(`${listPath}?${query}`);
      expect([query, res.headers['x-cache'], res.headers.etag]).toEqual([query, 'hit', second.headers.etag]);
    }
    // Names the page does not read, however close to `page`, are page 1 (as the proxy keys them).
    for (const query of ['PAGE=2', 'pag%65=2', 'page2=2']) {
      const res = await t.app.inject(`${listPath}?${query}`);
      expect([query, res.headers['x-cache'], res.headers.etag]).toEqual([query, 'hit', first.headers.etag]);
    }
    expect((await renders()) - before).toBe(2);
  });

  it('keys React Router’s data requests by the loaders they ask for, and nothing else', async () => {
    const before = await renders();
    const data = (query: string) => t.app.inject(`/articles/${articleId}.data?${query}`);
    const routes = '_routes=routes%2Fsite%2Farticle';
    expect((await data(`${routes}&fbclid=1`)).statusCode).toBe(200);
    expect((await data(`utm_source=line&${routes}`)).headers['x-cache']).toBe('hit');
    expect((await renders()) - before).toBe(1);
    expect((await data('_routes=root,routes%2Fsite%2Farticle&fbclid=2')).headers['x-cache']).toBe('miss');
    expect((await renders()) - before).toBe(2);
  });
});

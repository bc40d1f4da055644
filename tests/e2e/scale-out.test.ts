// Production beyond one machine: nginx with the shipped deploy/nginx/salvia.conf as reverse proxy and
// cache in front of two instances sharing PostgreSQL, Redis and an S3-protocol media bucket. Runs where TEST_DATABASE_URL,
// TEST_REDIS_URL and nginx are all there; otherwise it says what is missing and skips.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, clientAt, send } from '../helpers/loopback-client.ts';
import { multipart } from '../helpers/multipart.ts';
import { failTimeoutMs, NGINX_PATH, nginxInstalled } from '../helpers/nginx.ts';
import { type ScaleOutSite, startScaleOutSite } from '../helpers/scale-out-site.ts';

const databaseServer = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const missing = [
  databaseServer ? '' : 'TEST_DATABASE_URL (a PostgreSQL server)',
  redisUrl ? '' : 'TEST_REDIS_URL (a Redis server)',
  nginxInstalled() ? '' : `nginx at ${NGINX_PATH} (apt-get install nginx, or set NGINX_PATH)`,
].filter(Boolean);
if (missing.length > 0) console.warn(`Skipping the proxy + two-instance tests: missing ${missing.join(', ')}`);

/** s-maxage and the instances' own cache time: short, so expiry can be waited for. */
const CACHE_SECONDS = 2;
/**
 * nginx counts s-maxage in whole seconds from the second the page came in, so a page expires up to
 * one second after s-maxage.
 */
const EXPIRY_MS = (CACHE_SECONDS + 1) * 1000 + 200;
/**
 * What a reader through the proxy may wait for a change: the expiry, then one refresh served stale,
 * rendered by an instance that shares two cores with other tests.
 */
const PROMISED_MS = EXPIRY_MS + 10_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const cacheStatus = (answer: Answer) => answer.headers['x-cache-status'];

describe.skipIf(missing.length > 0)('two instances behind nginx, on PostgreSQL and Redis', () => {
  let site: ScaleOutSite;
  let a: ScaleOutSite['instances'][0];
  let b: ScaleOutSite['instances'][1];
  const auth = (token = site.admin.token) => ({ authorization: `JWT ${token}` });

  beforeAll(async () => {
    site = await startScaleOutSite({
      databaseServer: databaseServer ?? '',
      redisUrl: redisUrl ?? '',
      cacheSeconds: CACHE_SECONDS,
    });
    [a, b] = site.instances;
  }, 300_000);
  afterAll(() => site?.stop(), 120_000);

  /** An article made on instance A (published unless told otherwise). */
  async function newArticle(title: string, { token = site.admin.token, status = 'published' } = {}) {
    const created = await send(`${a.baseUrl}/api/v1/articles/new`, {
      method: 'POST',
      headers: auth(token),
      json: {
        title,
        lead: `${title}のリード`,
        body_html: `<p>${title}の本文</p>`,
        category_id: site.categoryId,
        status,
      },
    });
    expect(created.status, created.text).toBe(201);
    return JSON.parse(created.text).article as { id: number; updated_at: string };
  }

  /** Polls `url` through the proxy until its page holds `text`; fails after the promised time. */
  async function untilShown(url: string, text: string) {
    const started = Date.now();
    await expect
      .poll(async () => (await send(url)).text.includes(text), { timeout: PROMISED_MS, interval: 200 })
      .toBe(true);
    return Date.now() - started;
  }

  it('serves a public page from its cache within s-maxage and fetches it again after', async () => {
    const article = await newArticle('キャッシュの確認');
    const url = `${site.proxy}/articles/${article.id}`;
    const first = await send(url);
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe(
      `public, max-age=0, s-maxage=${CACHE_SECONDS}, stale-while-revalidate=600`,
    );
    expect(cacheStatus(first)).toBe('MISS');
    expect(cacheStatus(await send(url))).toBe('HIT');

    await sleep(EXPIRY_MS);
    // Past s-maxage the kept page is served once more while nginx fetches a fresh one.
    expect(cacheStatus(await send(url))).toMatch(/^(STALE|UPDATING|EXPIRED|REVALIDATED)$/);
    await expect.poll(async () => cacheStatus(await send(url)), { timeout: 5000, interval: 100 }).toBe('HIT');
  });

  it('keeps one copy of a page for every tagged link to it, and a page of its own for each parameter it reads', async () => {
    const article = await newArticle('タグ付きリンクの確認');
    const url = `${site.proxy}/articles/${article.id}`;
    expect(cacheStatus(await send(`${url}?fbclid=IwAR-first`))).toBe('MISS');
    const later: (string | string[] | undefined)[] = [];
    for (const query of [
      '?fbclid=IwAR-second',
      '?utm_source=line&utm_medium=social&utm_campaign=7',
      '?gclid=Cj0&gbraid=0A&utm_term=x',
      '?PAGE=2&pag%65=2',
      '',
    ]) {
      const answer = await send(`${url}${query}`);
      expect(answer.text).not.toContain('IwAR-first');
      later.push(cacheStatus(answer));
    }
    // Past s-maxage a kept copy is STALE or EXPIRED, never a MISS: it is found under the same key.
    expect(later.filter((status) => status === 'MISS')).toEqual([]);

    // A list of 12 a page, with a second page.
    for (let i = 0; i < 13; i++) await newArticle(`頁送りの確認 ${i}`);
    const list = `${site.proxy}/kurashi/sumai`;
    // Spellings the app does not read as `page` first: nginx must not keep them as page 2.
    for (const query of ['PAGE=2', 'pag%65=2', 'page', 'page2=2']) {
      const answer = await send(`${list}?${query}`);
      expect([query, answer.status, answer.text.includes('2ページ目')]).toEqual([query, 200, false]);
    }
    const second = await send(`${list}?page=2&utm_source=line`);
    expect([second.status, second.text.includes('2ページ目')]).toEqual([200, true]);
    const again = await send(`${list}?utm_campaign=x&page=2&page=3`);
    expect(cacheStatus(again)).not.toBe('MISS');
    expect(again.text).toContain('2ページ目');

    // An old address naming its page in the query still reaches the app while "/" is kept.
    const made = await send(`${a.baseUrl}/api/v1/redirects/new`, {
      method: 'POST',
      headers: auth(),
      json: { from_path: '/?p=4242', to_path: `/articles/${article.id}` },
    });
    expect(made.status, made.text).toBe(201);
    await send(`${site.proxy}/`);
    const moved = await send(`${site.proxy}/?p=4242&utm_source=old-blog`);
    expect([moved.status, moved.headers.location]).toEqual([301, `/articles/${article.id}`]);
  });

  it('never keeps what a signed-in caller or the API gets', async () => {
    const article = await newArticle('共有しない応答');
    const page = `${site.proxy}/articles/${article.id}`;
    await send(page);
    expect(cacheStatus(await send(page, { headers: auth() }))).toBe('BYPASS');
    const api = `${site.proxy}/api/v1/articles/public_index`;
    await send(api);
    expect(cacheStatus(await send(api))).toBeUndefined();
    expect(cacheStatus(await send(`${site.proxy}/admin`))).not.toBe('HIT');
    expect(cacheStatus(await send(`${site.proxy}/admin`))).not.toBe('HIT');
  });

  it('shows a publish and an update made on one instance through the proxy within the promised time', async () => {
    // The home page is in the cache before the article exists.
    await send(`${site.proxy}/`);
    expect(cacheStatus(await send(`${site.proxy}/`))).toBe('HIT');
    const title = `公開の確認 ${Date.now()}`;
    const article = await newArticle(title);
    const published = await untilShown(`${site.proxy}/`, title);

    const url = `${site.proxy}/articles/${article.id}`;
    await send(url);
    const renamed = `${title}（更新）`;
    const updated = await send(`${a.baseUrl}/api/v1/articles/update`, {
      method: 'PATCH',
      headers: auth(),
      json: { id: article.id, title: renamed },
    });
    expect(updated.status, updated.text).toBe(200);
    // The other instance shows it too, whatever the proxy still holds (at once through Redis, which
    // public-cache-redis.test.ts tests on its own).
    await expect.poll(async () => (await send(`${b.baseUrl}/articles/${article.id}`)).text).toContain(renamed);
    const changed = await untilShown(url, renamed);
    console.info(`through the proxy: a publish showed after ${published} ms, an update after ${changed} ms`);
  });

  it('keeps media in the shared bucket: uploaded on one instance, listed and deleted on the other', async () => {
    const picture = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#5a8c6e' } })
      .jpeg()
      .toBuffer();
    const form = multipart([{ name: 'file', filename: 'garden.jpg', data: picture }]);
    const res = await fetch(`${a.baseUrl}/api/v1/media`, {
      method: 'POST',
      headers: { ...auth(), ...form.headers },
      body: form.payload,
    });
    expect(res.status).toBe(201);
    const uploaded: { url: string; variants: { url: string }[]; media: { id: number } } = await res.json();
    const keys = [uploaded.url, ...uploaded.variants.map((v) => v.url)].map((url) => {
      expect(url.startsWith(`${site.s3.publicUrl}/`), url).toBe(true);
      return url.slice(site.s3.publicUrl.length + 1);
    });
    const stored = await site.s3.objects();
    for (const key of keys) expect(stored.has(key), key).toBe(true);
    // What readers' browsers fetch: the bucket's public address, not an instance's disk.
    const served = await fetch(uploaded.url);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).length).toBe(stored.get(keys[0] ?? ''));

    const listed = await send(`${b.baseUrl}/api/v1/media`, { headers: auth() });
    expect(listed.status, listed.text).toBe(200);
    expect(JSON.parse(listed.text).urls).toContain(uploaded.url);
    const removed = await send(`${b.baseUrl}/api/v1/media/delete?id=${uploaded.media.id}`, {
      method: 'DELETE',
      headers: auth(),
    });
    expect(removed.status, removed.text).toBe(200);
    const left = await site.s3.objects();
    for (const key of keys) expect(left.has(key), key).toBe(false);
  });

  it('counts wrong passwords on both instances and through the proxy together', async () => {
    const email = 'guessed@scale-out.example';
    const targets = [a.baseUrl, b.baseUrl, site.proxy];
    const codes = [];
    for (let i = 0; i < 31; i++) {
      const answer = await send(`${targets[i % 3]}/api/v1/auth/sign_in`, {
        method: 'POST',
        // A different address each time: the limit on one account holds whoever guesses.
        from: `127.0.1.${i + 1}`,
        json: { email, password: `wrong-${i}` },
      });
      codes.push(answer.status);
    }
    expect(codes).toEqual([...Array(30).fill(401), 429]);
  });

  it('keeps an edit lock taken on one instance on the other', async () => {
    const writer = { email: 'writer@scale-out.example', name: '書き手', password: 'writer-password-1' };
    const made = await send(`${a.baseUrl}/api/v1/writers/new`, { method: 'POST', headers: auth(), json: writer });
    expect(made.status, made.text).toBe(201);
    const signIn = await send(`${b.baseUrl}/api/v1/auth/sign_in`, { method: 'POST', json: writer });
    const writerToken = JSON.parse(signIn.text).data.token as string;
    const article = await newArticle('ロックの確認', { token: writerToken, status: 'draft' });

    const lock = (base: string, token: string) =>
      send(`${base}/api/v1/articles/${article.id}/refresh_locked_article`, { method: 'PATCH', headers: auth(token) });
    expect((await lock(a.baseUrl, site.admin.token)).status).toBe(200);
    const refused = await lock(b.baseUrl, writerToken);
    expect(refused.status).toBe(423);
    expect(JSON.parse(refused.text).locked_by).toMatchObject({ name: '管理者' });
    const save = await send(`${site.proxy}/api/v1/articles/update`, {
      method: 'PATCH',
      headers: auth(writerToken),
      json: { id: article.id, title: '横から保存' },
    });
    expect(save.status).toBe(423);
  });

  it('limits each real client through the proxy, and no client that names itself in X-Forwarded-For', async () => {
    const contact = { name: '問い合わせ', email: 'visitor@example.com', body: 'プロキシ越しのお問い合わせです。' };
    const post = (base: string, from: string, headers: Record<string, string> = {}) =>
      send(`${base}/api/v1/contact`, { method: 'POST', from, headers, json: contact }).then((r) => r.status);

    const first = [];
    for (let i = 0; i < 6; i++)
      first.push(await post(site.proxy, '127.0.0.2', { 'x-forwarded-for': `203.0.113.${i}` }));
    expect(first).toEqual([201, 201, 201, 201, 201, 429]);
    // Another reader behind the same proxy has a count of its own.
    expect(await post(site.proxy, '127.0.0.3')).toBe(201);

    // Straight to an instance, from an address that is not the proxy: the header is not believed.
    const direct = [];
    for (let i = 0; i < 6; i++)
      direct.push(await post(b.baseUrl, '127.0.0.4', { 'x-forwarded-for': `203.0.113.${i}` }));
    expect(direct).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('keeps answering through a rolling restart of both instances under load', async () => {
    const article = await newArticle('再起動の確認');
    const urls = [
      '/',
      `/articles/${article.id}`,
      '/api/v1/articles/public_index',
      `/api/v1/articles/view?id=${article.id}`,
    ];
    const tally = { requests: 0, pages: 0, hits: 0, serverErrors: 0, otherStatus: 0, failures: 0 };
    const seen: string[] = [];
    let running = true;
    // Four readers, each one request at a time, with connections kept open as browsers do.
    const reader = async (n: number) => {
      const client = clientAt(`127.0.2.${n + 1}`);
      try {
        for (let i = n; running; i++) {
          const path = urls[i % urls.length];
          try {
            const answer = await client.send(`${site.proxy}${path}`, { headers: { 'accept-encoding': 'gzip' } });
            tally.requests++;
            if (!path.startsWith('/api/')) tally.pages++;
            if (cacheStatus(answer) === 'HIT') tally.hits++;
            if (answer.status >= 500) tally.serverErrors++;
            else if (answer.status !== 200) tally.otherStatus++;
            if (answer.status !== 200) seen.push(`${answer.status} ${path}`);
          } catch (error) {
            tally.failures++;
            seen.push(`${(error as Error).message} ${path}`);
          }
        }
      } finally {
        client.close();
      }
    };
    const readers = [0, 1, 2, 3].map(reader);
    const started = Date.now();
    await sleep(1000);
    const restartA = await a.restart();
    // As deploy/README.md says: nginx takes an instance back only fail_timeout after its last failure.
    await sleep(failTimeoutMs() + 1000);
    const restartB = await b.restart();
    await sleep(1000);
    running = false;
    await Promise.all(readers);

    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;
    console.info(
      `rolling restart: ${tally.requests} requests in ${seconds} s, ${tally.serverErrors} 5xx, ` +
        `${tally.failures} connection errors, ${tally.otherStatus} other non-200; ` +
        `proxy cache hits ${percent(tally.hits, tally.requests)} of all requests (${tally.hits}/${tally.requests}), ` +
        `${percent(tally.hits, tally.pages)} of page requests (API reads are never cached); ` +
        `stop/start took A ${restartA.stopMs}/${restartA.startMs} ms, B ${restartB.stopMs}/${restartB.startMs} ms`,
    );
    // What went wrong, counted by kind, and the nginx log to read for when and where.
    const kinds = Object.entries(Object.groupBy(seen, (s) => s)).map(([kind, all]) => `${all?.length}× ${kind}`);
    expect(kinds, 'see test-results/scale-out-nginx-access.log').toEqual([]);
    expect(tally.requests).toBeGreaterThan(0);
  }, 240_000);
});

// A preview is for the holder of its link: under any spelling of its address (case, percent-encoding,
// dot segments, doubled slashes, React Router's .data) it is private, never kept in this process, in
// Redis or by a shared cache, and gone everywhere once its link is revoked. Requests go over a real
// socket: an injected request would have its dot segments resolved before the app sees them.
import { randomBytes } from 'node:crypto';
import { type IncomingHttpHeaders, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../helpers/app.ts';
import { testDatabases } from '../helpers/databases.ts';
import { authHeader, createCategory, createWriter } from '../helpers/factories.ts';
import { loadSsrBuild } from '../helpers/ssr-build.ts';

const redisUrl = process.env.TEST_REDIS_URL;

/** Addresses that reach the preview route, or tried to; each is asked with a valid token. */
const SPELLINGS = [
  '/articles/preview',
  '/articles/preview/',
  `/articles/preview/${encodeURIComponent('下書きの題')}`,
  '/ARTICLES/PREVIEW',
  '/Articles/Preview',
  '/%61rticles/preview',
  '/articles/%70review',
  '//x/articles/preview',
  '/./articles/preview',
  '/x/../articles/preview',
  '/articles/preview.data',
  '/articles/preview/_.data',
  '/ARTICLES/PREVIEW.data',
];

/** Only in the draft: the page or its data shows the draft when it holds this. */
const DRAFT_TEXT = 'まだ誰にも見せていない本文';

type Answer = { status: number; headers: IncomingHttpHeaders; body: string };

/** GET with the request target exactly as written, as a browser or a script may send it. */
function get(port: number, target: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: target }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

let ssrBuild: ServerBuild;
beforeAll(async () => {
  ssrBuild = await loadSsrBuild();
});

describe.each(testDatabases)(
  `previews under other spellings of their address on %s${redisUrl ? ', two instances sharing Redis' : ''}`,
  (kind) => {
    const prefix = `test-${randomBytes(6).toString('hex')}:`;
    const instances: { t: TestApp; port: number }[] = [];
    let writer: Record<string, string>;
    let articleId: number;

    beforeAll(async () => {
      const env = {
        PUBLIC_CACHE_SECONDS: '60',
        ...(redisUrl && { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix }),
      };
      const a = await build(kind, { env, ssrBuild });
      // A second instance of the same site: the first one's database, the same Redis.
      const b = redisUrl
        ? await build(kind, { env, ssrBuild, overrides: { db: a.deps.db, ping: a.deps.ping } })
        : undefined;
      for (const t of b ? [a, b] : [a]) {
        await t.deps.publicCache.ready();
        await t.app.listen({ port: 0, host: '127.0.0.1' });
        instances.push({ t, port: (t.app.server.address() as AddressInfo).port });
      }
      writer = await authHeader(a.deps, (await createWriter(a.deps)).id);
      const main = await createCategory(a.deps, { slug: 'preview_cache' });
      const sub = await createCategory(a.deps, { slug: 'drafts', parentId: main?.id });
      const created = await a.app.inject({
        method: 'POST',
        url: '/api/v1/articles/new',
        headers: writer,
        payload: { title: '下書きの題', lead: '公開前です。', body_html: `<p>${DRAFT_TEXT}</p>`, category_id: sub?.id },
      });
      expect(created.statusCode, created.body).toBe(201);
      articleId = created.json().article.id;
    });
    afterAll(async () => {
      // The second instance first: it works on the first one's database.
      for (const { t } of instances.reverse()) await t.close();
    });

    const api = (method: 'POST' | 'DELETE', url: string) =>
      instances[0]!.t.app.inject({ method, url: `/api/v1/articles/${articleId}${url}`, headers: writer, payload: {} });

    /** Every spelling on every instance, twice (a kept page would be served the second time). */
    async function askEverywhere(token: string) {
      const answers: { where: string; answer: Answer }[] = [];
      for (const [n, { port }] of instances.entries()) {
        for (const spelling of SPELLINGS) {
          for (const time of [1, 2]) {
            const answer = await get(port, `${spelling}?token=${token}`);
            answers.push({ where: `instance ${n + 1}, ${spelling}, ${time}`, answer });
          }
        }
      }
      return answers;
    }

    async function pagesInRedis(): Promise<string[]> {
      if (!redisUrl) return [];
      const redis = new Redis(redisUrl);
      try {
        return await redis.keys(`${prefix}*page:*`);
      } finally {
        redis.disconnect();
      }
    }

    it('keeps no spelling of a share link’s preview, and shows none once the link is revoked', async () => {
      const created = await api('POST', '/share_links');
      expect(created.statusCode, created.body).toBe(201);
      const link = created.json().share_link as { id: number; url: string };
      const token = new URL(link.url).searchParams.get('token') ?? '';

      const answers = await askEverywhere(token);
      const shown = answers.filter(({ answer }) => answer.body.includes(DRAFT_TEXT)).map(({ where }) => where);
      // The link works (the spellings React Router reads as the preview's address show it).
      expect(shown).toContain('instance 1, /articles/preview, 1');
      const shared = answers
        .filter(({ answer }) => /public|s-maxage/.test(String(answer.headers['cache-control'])))
        .map(({ where, answer }) => `${where}: ${answer.headers['cache-control']}`);
      expect(shared).toEqual([]);
      const served = answers.filter(({ answer }) => answer.headers['x-cache'] === 'hit').map(({ where }) => where);
      expect(served).toEqual([]);
      for (const { where, answer } of answers) {
        if (answer.body.includes(DRAFT_TEXT)) expect(answer.headers['cache-control'], where).toBe('private, no-store');
      }
      expect(await pagesInRedis()).toEqual([]);

      const revoked = await api('DELETE', `/share_links/${link.id}`);
      expect(revoked.statusCode, revoked.body).toBe(200);
      const after = await askEverywhere(token);
      expect(after.filter(({ answer }) => answer.body.includes(DRAFT_TEXT)).map(({ where }) => where)).toEqual([]);
      expect(after.find(({ where }) => where === 'instance 1, /articles/preview, 1')?.answer.status).toBe(410);
    });

    it('keeps no spelling of the editor’s own preview either', async () => {
      const created = await api('POST', '/preview_link');
      expect(created.statusCode, created.body).toBe(200);
      const token = new URL(created.json().url).searchParams.get('token') ?? '';
      const answers = await askEverywhere(token);
      expect(answers.some(({ answer }) => answer.body.includes(DRAFT_TEXT))).toBe(true);
      const kept = answers
        .filter(
          ({ answer }) =>
            /public|s-maxage/.test(String(answer.headers['cache-control'])) || answer.headers['x-cache'] === 'hit',
        )
        .map(({ where }) => where);
      expect(kept).toEqual([]);
      expect(await pagesInRedis()).toEqual([]);
    });
  },
);

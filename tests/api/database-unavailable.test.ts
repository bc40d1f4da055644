// While PostgreSQL restarts (connections refused, or cut by the server) pages and saves answer 503
// with Retry-After and a word in Japanese, never a 500.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../server/db/client.ts';
import { build, type TestApp } from '../helpers/app.ts';
import { freePort } from '../helpers/built-server.ts';
import { testDatabases } from '../helpers/databases.ts';
import { authHeader, createWriter } from '../helpers/factories.ts';
import { loadSsrBuild } from '../helpers/ssr-build.ts';

const MESSAGE = 'ただいまデータベースに接続できません。しばらくしてからもう一度お試しください';

describe.each(testDatabases)('a database that refuses connections, with the app on %s', (kind) => {
  let t: TestApp;
  let refusing: DatabaseHandle;
  let headers: Record<string, string>;
  let articleId: number;
  beforeAll(async () => {
    t = await build(kind, { ssrBuild: await loadSsrBuild() });
    const admin = await createWriter(t.deps, { role: 'admin' });
    headers = await authHeader(t.deps, admin.id);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/v1/articles/new',
      headers,
      payload: { title: '再起動中に保存する記事' },
    });
    articleId = made.json().article.id;
    // Nothing listens there: every query fails as during a restart, once the old server is gone.
    refusing = await openDatabase({
      url: `postgres://postgres@127.0.0.1:${await freePort()}/salvia`,
      onIdleError: () => {},
    });
  });
  const realDb = () => t.deps.db;
  let saved: TestApp['deps']['db'] | undefined;
  const refuse = () => {
    saved = realDb();
    t.deps.db = refusing.db;
  };
  const restore = () => {
    if (saved) t.deps.db = saved;
    saved = undefined;
  };
  afterAll(async () => {
    restore();
    await refusing?.close();
    await t?.close();
  });

  it('answers the API and a save with 503, Retry-After and a Japanese message', async () => {
    refuse();
    try {
      const list = await t.app.inject('/api/v1/articles/public_index');
      const save = await t.app.inject({
        method: 'PATCH',
        url: '/api/v1/articles/update',
        headers,
        payload: { id: articleId, title: '保存できるか' },
      });
      for (const res of [list, save]) {
        expect(res.statusCode, res.body).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(res.json()).toEqual({ message: MESSAGE });
      }
    } finally {
      restore();
    }
  });

  it('answers a public page with a short 503 page that no cache keeps', async () => {
    refuse();
    try {
      for (const url of ['/', `/articles/${articleId}`]) {
        const res = await t.app.inject(url);
        expect(res.statusCode, url).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(res.headers['cache-control']).toBe('private, no-store');
        expect(res.headers['content-type']).toContain('text/html');
        expect(res.body).toContain('ただいまページを表示できません');
      }
    } finally {
      restore();
    }
    // And the site is back as soon as the database is.
    expect((await t.app.inject('/')).statusCode).toBe(200);
  });
});

describe.skipIf(!testDatabases.includes('postgres'))('PostgreSQL cutting the connections of running requests', () => {
  let t: TestApp;
  let name: string;
  beforeAll(async () => {
    t = await build('postgres', { ssrBuild: await loadSsrBuild() });
    const { rows } = (await t.deps.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    name = rows[0].name;
  });
  afterAll(() => t?.close());

  /** Runs `request` while its query waits on a lock, then ends every other connection to the database, as a shutdown does. */
  async function cutWhileWaiting<T>(request: () => Promise<T>): Promise<T> {
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.pathname = `/${name}`;
    const holder = new pg.Client({ connectionString: url.href });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('lock table articles in access exclusive mode');
      // inject() starts on its first then(): start it now, while the lock is held.
      const answer = Promise.resolve(request());
      let settled = false;
      void answer.then(() => {
        settled = true;
      });
      for (let i = 0; i < 100; i++) {
        const { rows } = await holder.query(
          "select count(*)::int as n from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'",
          [name],
        );
        if (rows[0].n > 0) break;
        await new Promise((r) => setTimeout(r, 50));
        if (i === 99) throw new Error(`the request never waited on the lock (answered already: ${settled})`);
      }
      await holder.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      return await answer;
    } finally {
      await holder.query('rollback').catch(() => {});
      await holder.end();
    }
  }

  it('answers 503 with Retry-After for a page and for the API, and serves again afterwards', async () => {
    const page = await cutWhileWaiting(() => t.app.inject('/'));
    expect(page.statusCode).toBe(503);
    expect(page.headers['retry-after']).toBe('5');
    expect(page.body).toContain('ただいまページを表示できません');
    // A connection the pool still held when the server cut it fails once more (503 again), then the pool replaces it.
    await expect.poll(async () => (await t.app.inject('/')).statusCode).toBe(200);

    const api = await cutWhileWaiting(() => t.app.inject('/api/v1/articles/public_index'));
    expect(api.statusCode, api.body).toBe(503);
    expect(api.headers['retry-after']).toBe('5');
    expect(api.json()).toEqual({ message: MESSAGE });
    await expect.poll(async () => (await t.app.inject('/api/v1/articles/public_index')).statusCode).toBe(200);
  });
});

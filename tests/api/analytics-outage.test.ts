// A page view the beacon acknowledged is stored, even when the database is away for a while.
import { connect, createServer, type Server, type Socket } from 'node:net';
import { asc, eq, like, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../server/db/client.ts';
import { pageViews } from '../../server/db/schema/analytics.ts';
import { createPageViewBuffer } from '../../server/services/analytics/page-view-buffer.ts';
import { build, type TestApp } from '../helpers/app.ts';
import { openTestDatabase, testDatabases } from '../helpers/databases.ts';

const BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';
const HASH = 'a'.repeat(64);

/**
 * Stands between the services and the database: while `down`, every query fails the way a
 * refused connection does; `up()` brings the database back.
 */
function outage(db: Database) {
  let down = false;
  const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  // Any query builder: every method returns it again, and awaiting it fails.
  const failingQuery: unknown = new Proxy(() => {}, {
    get: (_target, prop) =>
      prop === 'then' ? (_resolve: unknown, reject: (e: Error) => void) => reject(refused()) : () => failingQuery,
    apply: () => failingQuery,
  });
  const wrapped = new Proxy(db, {
    get(target, prop) {
      if (down && ['select', 'insert', 'update', 'delete', 'execute', 'transaction'].includes(String(prop))) {
        return () => failingQuery;
      }
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return {
    db: wrapped,
    down() {
      down = true;
    },
    up() {
      down = false;
    },
  };
}

/** A pino logger whose lines the test can read. */
function capturedLog() {
  const lines: Record<string, unknown>[] = [];
  const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { log, lines };
}

const pathsLike = async (db: Database, prefix: string) =>
  (
    await db
      .select({ path: pageViews.path })
      .from(pageViews)
      .where(like(pageViews.path, `${prefix}%`))
      .orderBy(asc(pageViews.id))
  ).map((r) => r.path);

describe.each(testDatabases)('page views while the database is down on %s', (kind) => {
  let t: TestApp;
  let realDb: Database;
  let db: ReturnType<typeof outage>;
  beforeAll(async () => {
    t = await build(kind);
    realDb = t.deps.db;
    db = outage(realDb);
    // The app reads its database from deps on every query: route it through the outage switch.
    t.deps.db = db.db;
    // Today's visitor salt is loaded once and then held in memory, as it is in production.
    await beacon('/warm-up');
    await t.app.analytics.buffer.flush();
  });
  afterEach(() => db.up());
  afterAll(async () => {
    if (t) t.deps.db = realDb;
    await t?.close();
  });

  const beacon = (path: string, ip = '203.0.113.40') =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/analytics/page_views',
      remoteAddress: ip,
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': BROWSER },
      payload: JSON.stringify({ path }),
    });

  it('keeps the views it acknowledged and stores them, in order, once the database is back', async () => {
    db.down();
    for (const n of [1, 2, 3]) expect((await beacon(`/outage-${n}`)).statusCode).toBe(204);
    await t.app.analytics.buffer.flush();
    expect(t.app.analytics.buffer.size).toBe(3);

    db.up();
    await beacon('/outage-4');
    await t.app.analytics.buffer.flush();
    expect(t.app.analytics.buffer.size).toBe(0);
    expect(await pathsLike(realDb, '/outage-')).toEqual(['/outage-1', '/outage-2', '/outage-3', '/outage-4']);
  });

  it('tries again on every flush until the database answers, storing each view once', async () => {
    db.down();
    await beacon('/retry-1');
    await t.app.analytics.buffer.flush();
    await beacon('/retry-2');
    await t.app.analytics.buffer.flush();
    await t.app.analytics.buffer.flush();
    expect(await pathsLike(realDb, '/retry-')).toEqual([]);

    db.up();
    await t.app.analytics.buffer.flush();
    await t.app.analytics.buffer.flush();
    expect(await pathsLike(realDb, '/retry-')).toEqual(['/retry-1', '/retry-2']);
  });

  it('holds a bounded number of views: beyond it the oldest go, and the log says how many', async () => {
    const { log, lines } = capturedLog();
    const buffer = createPageViewBuffer({ db: db.db, log: log }, { maxBatch: 5, maxHeld: 20 });
    const view = (n: number) => ({ path: `/capped-${String(n).padStart(2, '0')}`, visitorHash: HASH });

    db.down();
    for (let n = 1; n <= 30; n++) buffer.add(view(n));
    await buffer.flush();
    await buffer.flush();
    expect(buffer.size).toBe(20);

    db.up();
    await buffer.flush();
    const newest = Array.from({ length: 20 }, (_, i) => view(i + 11).path);
    expect(await pathsLike(realDb, '/capped-')).toEqual(newest);
    const dropped = lines.reduce((sum, line) => sum + (typeof line.dropped === 'number' ? line.dropped : 0), 0);
    expect(dropped).toBe(10);
  });

  it('drops only the rows the database refuses, and stores the rest of the batch', async () => {
    const { log } = capturedLog();
    const buffer = createPageViewBuffer({ db: realDb, log: log });
    buffer.add({ path: '/refused-1', visitorHash: HASH });
    buffer.add({ path: '/refused-2\u0000', visitorHash: HASH }); // PostgreSQL text cannot hold NUL
    buffer.add({ path: '/refused-3', visitorHash: HASH });
    await buffer.flush();
    expect(buffer.size).toBe(0);
    expect(await pathsLike(realDb, '/refused-')).toEqual(['/refused-1', '/refused-3']);
  });
});

describe.each(testDatabases)('shutdown after an outage on %s', (kind) => {
  let t: TestApp;
  let realDb: Database;
  beforeAll(async () => {
    t = await build(kind);
    realDb = t.deps.db;
  });
  afterAll(async () => {
    if (t) t.deps.db = realDb;
    await t?.close();
  });

  it('writes the views held back during the outage when the app closes', async () => {
    const db = outage(realDb);
    t.deps.db = db.db;
    // Today's visitor salt, loaded while the database answers (as it is long before an outage).
    await t.app.analytics.salts.saltFor(new Date());
    db.down();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/analytics/page_views',
      headers: { 'content-type': 'application/json', 'user-agent': BROWSER },
      payload: { path: '/held-at-shutdown' },
    });
    expect(res.statusCode).toBe(204);
    expect(t.app.analytics.buffer.size).toBe(1);

    db.up();
    await t.app.close();
    expect(await pathsLike(realDb, '/held-at-shutdown')).toEqual(['/held-at-shutdown']);
  });
});

/** A TCP hop in front of PostgreSQL that can cut every connection and refuse new ones, then recover. */
async function cuttableProxy(target: { host: string; port: number }) {
  let down = false;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    if (down) return void client.destroy();
    const upstream = connect(target.port, target.host);
    sockets.add(client).add(upstream);
    client.pipe(upstream).pipe(client);
    const forget = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', forget).on('close', forget);
    upstream.on('error', forget).on('close', forget);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    port,
    down() {
      down = true;
      for (const socket of sockets) socket.destroy();
    },
    up() {
      down = false;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.skipIf(!testDatabases.includes('postgres'))('page views over a PostgreSQL connection that drops', () => {
  it('keeps the views while the server cannot be reached and stores them when it can', async () => {
    const direct = await openTestDatabase('postgres');
    const { rows } = (await direct.db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const server = new URL(process.env.TEST_DATABASE_URL ?? '');
    const proxy = await cuttableProxy({ host: server.hostname, port: Number(server.port || 5432) });
    const viaProxy = new URL(server.href);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);
    viaProxy.pathname = `/${rows[0].name}`;
    const app = await openDatabase({ url: viaProxy.href, onIdleError: () => {} });
    try {
      const { log } = capturedLog();
      const buffer = createPageViewBuffer({ db: app.db, log: log });
      buffer.add({ path: '/dropped-connection-1', visitorHash: HASH });
      await buffer.flush();

      proxy.down();
      buffer.add({ path: '/dropped-connection-2', visitorHash: HASH });
      buffer.add({ path: '/dropped-connection-3', visitorHash: HASH });
      await buffer.flush();
      expect(buffer.size).toBe(2);

      proxy.up();
      buffer.add({ path: '/dropped-connection-4', visitorHash: HASH });
      await buffer.flush();
      expect(buffer.size).toBe(0);
      expect(await pathsLike(direct.db, '/dropped-connection-')).toEqual([
        '/dropped-connection-1',
        '/dropped-connection-2',
        '/dropped-connection-3',
        '/dropped-connection-4',
      ]);
      const [row] = await direct.db.select().from(pageViews).where(eq(pageViews.path, '/dropped-connection-4'));
      expect(row.visitorHash).toBe(HASH);
    } finally {
      await app.close();
      await proxy.close();
      await direct.close();
    }
  });
});

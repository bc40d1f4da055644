// Redis is a help, never a dependency: while it is away (never there, or stopped mid-run) sign-in,
// the contact form and the beacon keep working, limits count in the process, and counting goes
// back to Redis when it returns.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageViews } from '../../server/db/schema/analytics.ts';
import { build, type TestApp } from '../helpers/app.ts';
import { freePort } from '../helpers/built-server.ts';
import { testDatabases } from '../helpers/databases.ts';
import { createWriter } from '../helpers/factories.ts';

const BROWSER = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/18.0 Safari/605.1.15';

function signIn(t: TestApp, payload: { email: string; password: string }, remoteAddress: string) {
  return t.app.inject({ method: 'POST', url: '/api/v1/auth/sign_in', payload, remoteAddress });
}

async function wrongPasswords(t: TestApp, email: string, n: number, remoteAddress: string) {
  const codes = [];
  for (let i = 0; i < n; i++)
    codes.push((await signIn(t, { email, password: `wrong-${i}` }, remoteAddress)).statusCode);
  return codes;
}

describe.each(testDatabases)('with REDIS_URL pointing where nothing listens, on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build(kind, { env: { REDIS_URL: `redis://127.0.0.1:${await freePort()}` } });
  });
  afterAll(() => t?.close());

  it('signs in, and still limits wrong passwords in the process', async () => {
    const writer = await createWriter(t.deps);
    expect((await signIn(t, writer, '198.51.100.140')).statusCode).toBe(200);
    expect(await wrongPasswords(t, writer.email, 11, '198.51.100.141')).toEqual([...Array(10).fill(401), 429]);
  });

  it('takes contact messages up to their limit, and keeps page views', async () => {
    const payload = { name: '問い合わせ', email: 'asker@example.com', body: 'Redis が止まっていても届きますか。' };
    const codes = [];
    for (let i = 0; i < 6; i++) {
      codes.push(
        (await t.app.inject({ method: 'POST', url: '/api/v1/contact', payload, remoteAddress: '198.51.100.142' }))
          .statusCode,
      );
    }
    expect(codes).toEqual([201, 201, 201, 201, 201, 429]);

    const beacon = await t.app.inject({
      method: 'POST',
      url: '/api/v1/analytics/page_views',
      remoteAddress: '198.51.100.143',
      headers: { 'content-type': 'application/json', 'user-agent': BROWSER },
      payload: { path: '/redis-away' },
    });
    expect(beacon.statusCode).toBe(204);
    const rows = await t.deps.db.select().from(pageViews).where(eq(pageViews.path, '/redis-away'));
    expect(rows).toHaveLength(1);
  });
});

/** A Redis of the test's own, on a free port, that the test stops and starts again. */
async function throwawayRedis(port: number) {
  let server: ChildProcess | undefined;
  const start = async () => {
    server = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    const probe = new Redis(port, '127.0.0.1', {
      lazyConnect: true,
      retryStrategy: () => 100,
      maxRetriesPerRequest: null,
    });
    probe.on('error', () => {}); // refused until the server listens
    try {
      await probe.connect().catch(() => {});
      await probe.ping();
    } finally {
      probe.disconnect();
    }
  };
  const stop = async () => {
    const stopping = server;
    if (!stopping || stopping.exitCode !== null) return;
    const exited = new Promise((resolve) => stopping.once('exit', resolve));
    stopping.kill('SIGKILL');
    await exited;
  };
  await start();
  return { start, stop };
}

const hasRedisServer = await new Promise<boolean>((resolve) => {
  const probe = spawn('redis-server', ['--version'], { stdio: 'ignore' });
  probe.on('error', () => resolve(false));
  probe.on('exit', (code) => resolve(code === 0));
});

describe.skipIf(!hasRedisServer)('with Redis stopped and started again under two instances', () => {
  let redis: Awaited<ReturnType<typeof throwawayRedis>>;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const port = await freePort();
    redis = await throwawayRedis(port);
    const env = { REDIS_URL: `redis://127.0.0.1:${port}` };
    a = await build('pglite', { env });
    b = await build('pglite', { env });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await redis?.stop();
  });

  const ready = (t: TestApp) => t.deps.redis?.status === 'ready';
  const guesser = () => `203.0.113.${randomInt(1, 254)}`;

  it('counts in Redis, then in each process while it is gone, then in Redis again', async () => {
    const writer = await createWriter(a.deps, { email: `shared-${randomInt(0, 1e9)}@example.com` });
    await createWriter(b.deps, { email: writer.email, password: writer.password });

    // Shared: 5 wrong on each instance, and the 11th is refused wherever it lands.
    let from = guesser();
    await wrongPasswords(a, writer.email, 5, from);
    await wrongPasswords(b, writer.email, 5, from);
    expect(await wrongPasswords(a, writer.email, 1, from)).toEqual([429]);

    await redis.stop();
    // Every instance signs in while Redis is gone, and counts wrong passwords on its own.
    expect((await signIn(a, writer, '198.51.100.150')).statusCode).toBe(200);
    expect((await signIn(b, writer, '198.51.100.151')).statusCode).toBe(200);
    from = guesser();
    expect(await wrongPasswords(a, writer.email, 6, from)).toEqual(Array(6).fill(401));
    expect(await wrongPasswords(b, writer.email, 6, from)).toEqual(Array(6).fill(401));
    expect(await wrongPasswords(a, writer.email, 5, from)).toEqual([401, 401, 401, 401, 429]);

    await redis.start();
    await expect.poll(() => ready(a) && ready(b), { timeout: 15_000 }).toBe(true);
    from = guesser();
    await wrongPasswords(a, writer.email, 5, from);
    await wrongPasswords(b, writer.email, 5, from);
    expect(await wrongPasswords(b, writer.email, 1, from)).toEqual([429]);
    expect((await signIn(a, writer, '198.51.100.152')).statusCode).toBe(200);
  });
});

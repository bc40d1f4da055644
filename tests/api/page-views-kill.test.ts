// A page view the beacon answered is stored, even when the server is killed (kill -9) right after.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, like, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../server/db/client.ts';
import { pageViews } from '../../server/db/schema/analytics.ts';
import { freePort } from '../helpers/built-server.ts';
import { openTestDatabase, testDatabases } from '../helpers/databases.ts';

const BROWSER = 'Mozilla/5.0 (Linux; Android 15) AppleWebKit/537.36 Chrome/140.0 Mobile Safari/537.36';
/** Beacons in flight at once: enough that the server is always writing one batch while the next gathers. */
const CONCURRENCY = 16;

async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['tests/helpers/api-server.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'kill-test-secret-that-is-long-enough-for-hs256',
      SEED_DEMO: 'never',
      SEARCH_READINGS: 'off',
      SHED_LOAD_AFTER_MS: '0',
      // Beacons name their client, so the per-address allowances let every one of them through.
      TRUST_PROXY: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (
      await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 600) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  return { base, child };
}

/** Sends beacons until `total` were answered 204, then kills the server at once; the paths answered. */
async function beaconsThenKill(base: string, child: ChildProcess, total: number): Promise<Set<string>> {
  const answered = new Set<string>();
  let sent = 0;
  let killed = false;
  const send = async (n: number) => {
    const pathSent = `/killed/${n}`;
    try {
      const res = await fetch(`${base}/api/v1/analytics/page_views`, {
        method: 'POST',
        headers: {
          'content-type': 'text/plain;charset=UTF-8',
          'user-agent': BROWSER,
          'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
        },
        body: JSON.stringify({ path: pathSent }),
      });
      if (res.status === 204 && !killed) answered.add(pathSent);
    } catch {
      // cut by the kill: never answered
    }
    if (answered.size >= total && !killed) {
      killed = true;
      child.kill('SIGKILL');
    }
  };
  const worker = async () => {
    while (!killed) await send(sent++);
  };
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await exited;
  return answered;
}

async function storedPaths(db: DatabaseHandle['db']) {
  const rows = await db.select({ path: pageViews.path }).from(pageViews).where(like(pageViews.path, '/killed/%'));
  return new Set(rows.map((r) => r.path));
}

describe.each(testDatabases)('kill -9 of a server taking page views on %s', (kind) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  // A server of its own starts from nothing (the embedded database is made and migrated): give it time.
  it('loses none of the views it acknowledged', { timeout: 240_000 }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'salvia-kill-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    let url = '';
    if (kind === 'postgres') {
      const database = await openTestDatabase('postgres', { fresh: true });
      cleanups.push(() => database.close());
      const { rows } = (await database.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      };
      const server = new URL(process.env.TEST_DATABASE_URL ?? '');
      server.pathname = `/${rows[0].name}`;
      url = server.href;
    }
    const { base, child } = await startServer({ DATA_DIR: dataDir, ...(url && { DATABASE_URL: url }) });
    cleanups.push(async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    });

    const answered = await beaconsThenKill(base, child, 600);
    expect(answered.size).toBeGreaterThanOrEqual(600);

    const after = await openDatabase(url ? { url } : { dir: path.join(dataDir, 'db') });
    try {
      const stored = await storedPaths(after.db);
      const lost = [...answered].filter((p) => !stored.has(p));
      expect(lost).toEqual([]);
      const [row] = await after.db.select({ n: count() }).from(pageViews);
      expect(row.n).toBeGreaterThanOrEqual(answered.size);
    } finally {
      await after.close();
    }
  });
});

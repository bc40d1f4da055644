// The built site with the demo content on either database, for the benches that load its pages.
// Embedded: one server seeds a DATA_DIR once, and every server then starts on a copy of it (an
// embedded database has one process). PostgreSQL: a database of its own on TEST_DATABASE_URL's
// server, seeded here, which every server shares, with the pictures in one DATA_DIR.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { parseConfig } from '../server/config.ts';
import { seedDemoContent } from '../server/demo/seed-demo-content.ts';
import { type BuiltServer, startBuiltServer } from '../tests/helpers/built-server.ts';
import type { DatabaseKind } from '../tests/helpers/databases.ts';
import { type BenchDatabase, createBenchDatabase } from './fresh-database.ts';

export type DemoSite = {
  /** Starts a server on the site's data with these settings. */
  start(env?: Record<string, string>): Promise<BuiltServer>;
  drop(): Promise<void>;
};

const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256!';

export async function createDemoSite(kind: DatabaseKind): Promise<DemoSite> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'salvia-bench-site-'));
  let database: BenchDatabase | undefined;
  const databaseEnv: Record<string, string> = {};
  if (kind === 'postgres') {
    database = await createBenchDatabase('postgres', 'site');
    const url = (database.location as { url: string }).url;
    Object.assign(databaseEnv, { DATABASE_URL: url, JWT_SECRET });
    const handle = await database.open();
    try {
      const config = parseConfig({ DATA_DIR: dataDir, ...databaseEnv });
      await seedDemoContent({ db: handle.db, config, log: pino({ level: 'warn' }) });
    } finally {
      await handle.close();
    }
  }
  if (kind === 'pglite') await (await startBuiltServer({ dataDir })).stop();
  const copies: string[] = [];
  return {
    async start(env = {}) {
      if (kind === 'postgres') return startBuiltServer({ dataDir, env: { ...databaseEnv, ...env } });
      const copy = mkdtempSync(path.join(tmpdir(), 'salvia-bench-site-'));
      cpSync(dataDir, copy, { recursive: true });
      copies.push(copy);
      return startBuiltServer({ dataDir: copy, env });
    },
    async drop() {
      await database?.drop();
      for (const dir of [dataDir, ...copies]) rmSync(dir, { recursive: true, force: true });
    },
  };
}

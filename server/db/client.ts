// Opens the database: embedded PGlite by default, a PostgreSQL pool when a URL is given.
// Both run the same Drizzle schema and the same committed migrations.
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as accounts from './schema/accounts.ts';
import * as analytics from './schema/analytics.ts';
import * as articleIndexes from './schema/article-indexes.ts';
import * as content from './schema/content.ts';
import * as editorial from './schema/editorial.ts';
import * as feedOutlets from './schema/feed-outlets.ts';
import * as imports from './schema/imports.ts';
import * as redirects from './schema/redirects.ts';
import * as reviewers from './schema/reviewers.ts';
import * as site from './schema/site.ts';
import * as styleRules from './schema/style-rules.ts';

/** Every table of schema/, as the one object Drizzle takes (drizzle.config.ts reads the same folder). */
export const schema = {
  ...accounts,
  ...content,
  ...editorial,
  ...articleIndexes,
  ...analytics,
  ...site,
  ...redirects,
  ...imports,
  ...reviewers,
  ...styleRules,
  ...feedOutlets,
};

type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  /** PostgreSQL only: the pool's connections right now (PGlite is one in-process connection, no pool). */
  poolStats?(): PoolStats;
  close(): Promise<void>;
  /** PGlite only: the whole data dir as a tarball, for `dataDirDump`. */
  dumpDataDir?(): Promise<Blob>;
};

export type PoolStats = { total: number; idle: number; waiting: number };

export const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/**
 * `url` wins; otherwise PGlite in `dir`, or in memory when `dir` is undefined. `dataDirDump` (from
 * `dumpDataDir()`) starts PGlite from that copy instead of an empty cluster, skipping initdb.
 */
export async function openDatabase(options: {
  url?: string;
  dir?: string;
  dataDirDump?: Blob;
  onIdleError?: (error: Error) => void;
}): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle connection can drop (server restart, network): the pool replaces it; never crash on it.
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = drizzlePg(pool, { schema });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      migrate: () => migrateOnce(pool),
      ping: () => ping(db as unknown as Database),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: () => pool.end(),
    };
  }
  const client = new PGlite({
    dataDir: options.dir,
    loadDataDir: options.dataDirDump,
    startParams: [...PGlite.defaultStartParams, ...EMBEDDED_SETTINGS],
  });
  await client.waitReady;
  yieldBeforeEachQuery(client);
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: () => ping(db as unknown as Database),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

/**
 * The embedded database answers in this thread, in microtasks: a page's queries one after another
 * would hold the event loop for the whole render, so requests arriving meanwhile would sit unread
 * (unseen by load shedding) and finished pages unsent. One turn of the loop before each query lets
 * them through.
 */
function yieldBeforeEachQuery(client: PGlite) {
  const query = client.query.bind(client);
  client.query = (async (...args: Parameters<typeof query>) => {
    await new Promise((resolve) => setImmediate(resolve));
    return query(...args);
  }) as typeof client.query;
}

// Instances of a rolling deploy may all start at once: one migrates while the others wait on the lock
// and then find nothing left to do, instead of racing to apply the same migration.
const MIGRATION_LOCK = 7_346_201;

async function migrateOnce(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(client), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}

// The embedded database lives in this process's memory, beside the web server. PostgreSQL's default
// buffer pool (128 MB) is sized for a server of its own; the demo's data fits in 16 MB many times
// over, and the operating system caches the files below it anyway.
const EMBEDDED_SETTINGS = ['-c', 'shared_buffers=16MB'];

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

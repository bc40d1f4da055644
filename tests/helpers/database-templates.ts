// Migrates once per test run: one PGlite whose data dir is kept as a tarball, and on PostgreSQL one
// template database. Test databases start as copies of these (see databases.ts), so a test pays for a
// copy instead of initdb plus every migration. Both are keyed by the migrations (and the PGlite
// release), so a changed migration makes new ones and runs of other checkouts never share a stale one.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { migrationsFolder, openDatabase } from '../../server/db/client.ts';

export type DatabaseTemplates = {
  pgliteDump: string;
  postgresTemplate?: string;
  /** Names of this run's copies of the template start with it, so the run drops only its own. */
  postgresCopyPrefix: string;
};

export async function prepareDatabaseTemplates(serverUrl: string | undefined): Promise<DatabaseTemplates> {
  const key = templateKey();
  return {
    pgliteDump: await preparePgliteDump(key),
    postgresTemplate: serverUrl ? await preparePostgresTemplate(serverUrl, key) : undefined,
    postgresCopyPrefix: `salvia_test_${process.pid}_`,
  };
}

/** Drops the copies this run's workers kept (see databases.ts). */
export async function dropCopies(serverUrl: string, prefix: string) {
  await withAdmin(serverUrl, async (client) => {
    const { rows } = await client.query('select datname from pg_database where starts_with(datname, $1)', [prefix]);
    for (const { datname } of rows) await client.query(`drop database if exists ${datname} with (force)`);
  });
}

function templateKey(): string {
  const hash = createHash('sha256');
  const pglite = readFileSync(
    path.resolve(import.meta.dirname, '../../node_modules/@electric-sql/pglite/package.json'),
  );
  hash.update(JSON.parse(pglite.toString()).version);
  const files = readdirSync(migrationsFolder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) hash.update(path.relative(migrationsFolder, file)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 12);
}

async function preparePgliteDump(key: string): Promise<string> {
  const file = path.join(tmpdir(), `salvia-test-pglite-${key}.tar`);
  if (existsSync(file)) return file;
  const handle = await openDatabase({});
  try {
    await handle.migrate();
    const dump = await handle.dumpDataDir?.();
    if (!dump) throw new Error('PGlite gave no data dir dump');
    // Written aside and renamed, so a run alongside never reads half a file.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  } finally {
    await handle.close();
  }
  return file;
}

async function preparePostgresTemplate(serverUrl: string, key: string): Promise<string> {
  const name = `salvia_template_${key}`;
  const building = `${name}_building`;
  await withAdmin(serverUrl, async (client) => {
    // Runs alongside (other checkouts) wait here rather than migrate the same template twice.
    await client.query(`select pg_advisory_lock(hashtext('salvia_template'))`);
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount) return;
    // A run that stopped halfway leaves its half-migrated copy under the building name only.
    await client.query(`drop database if exists ${building} with (force)`);
    await client.query(`create database ${building}`);
    const url = new URL(serverUrl);
    url.pathname = `/${building}`;
    const handle = await openDatabase({ url: url.href, onIdleError: () => {} });
    try {
      await handle.migrate();
    } finally {
      await handle.close();
    }
    await waitUntilUnused(client, building);
    await client.query(`alter database ${building} rename to ${name}`);
    await client.query(`alter database ${name} is_template true`);
  });
  return name;
}

/** Connections a pool just ended may take a moment to go; copying, renaming and dropping wait for them. */
export async function waitUntilUnused(client: pg.Client, database: string) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const { rows } = await client.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
      database,
    ]);
    if (rows[0]?.n === 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function withAdmin<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

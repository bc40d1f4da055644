// The databases API tests run on: always embedded PGlite, plus real PostgreSQL when TEST_DATABASE_URL is set.
// Each worker copies the templates the run migrated once (database-templates.ts) and then keeps that
// copy: the next test file gets it back emptied, which costs a few DELETEs instead of a new copy
// (1.5 s for PGlite, 1 s for a PostgreSQL database created and dropped).
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type SQL, sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { type Database, type DatabaseHandle, openDatabase } from '../../server/db/client.ts';
import { type DatabaseTemplates, waitUntilUnused, withAdmin } from './database-templates.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

export type DatabaseKind = 'pglite' | 'postgres';

const serverUrl = process.env.TEST_DATABASE_URL;
export const testDatabases: DatabaseKind[] = serverUrl ? ['pglite', 'postgres'] : ['pglite'];

/** A worker's own database of one kind, its tables and the rows the migrations put in them. */
type Kept = { handle: DatabaseHandle; tables: string[]; migratedRows: Map<string, unknown[]>; inUse: boolean };
const kept = new Map<DatabaseKind, Promise<Kept>>();

/**
 * A migrated database holding only what the migrations wrote. The worker's kept copy when it is free;
 * a database of its own (closed and dropped by `close()`) when a test holds two at once, or asks for
 * one never written to (`fresh`: a plan test, whose tables should hold no rows deleted before it).
 */
export async function openTestDatabase(kind: DatabaseKind, options: { fresh?: boolean } = {}): Promise<DatabaseHandle> {
  if (options.fresh) return copyTemplate(kind);
  let pending = kept.get(kind);
  if (!pending) {
    pending = copyTemplate(kind).then(async (handle) => {
      const tables = await tablesOf(handle);
      return { handle, tables, migratedRows: await rowsOf(handle, tables), inUse: false };
    });
    kept.set(kind, pending);
  }
  const entry = await pending;
  if (entry.inUse) return copyTemplate(kind);
  entry.inUse = true;
  await empty(entry);
  return {
    ...entry.handle,
    async close() {
      entry.inUse = false;
    },
  };
}

let pgliteDump: Promise<Blob> | undefined;

async function copyTemplate(kind: DatabaseKind): Promise<DatabaseHandle> {
  const templates = inject('databaseTemplates');
  if (kind === 'pglite') {
    pgliteDump ??= readFile(templates.pgliteDump).then((tarball) => new Blob([tarball]));
    return openDatabase({ dataDirDump: await pgliteDump });
  }
  if (!serverUrl || !templates.postgresTemplate) throw new Error('TEST_DATABASE_URL is not set');
  const name = `${templates.postgresCopyPrefix}${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, (client) =>
    client.query(`create database ${name} template ${templates.postgresTemplate}`),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.href, onIdleError: () => {} });
  return {
    ...handle,
    async close() {
      await handle.close();
      await withAdmin(serverUrl, async (client) => {
        await waitUntilUnused(client, name);
        await client.query(`drop database if exists ${name} with (force)`);
      });
    },
  };
}

async function tablesOf(handle: DatabaseHandle): Promise<string[]> {
  const { rows } = (await handle.db.execute(
    sql`select format('%I', tablename) as name from pg_tables where schemaname = 'public' order by 1`,
  )) as unknown as { rows: { name: string }[] };
  return rows.map((row) => row.name);
}

async function rowsOf(handle: DatabaseHandle, tables: string[]): Promise<Map<string, unknown[]>> {
  const rows = new Map<string, unknown[]>();
  for (const table of tables) {
    const result = (await handle.db.execute(
      sql.raw(`select coalesce(json_agg(t), '[]') as rows from ${table} t`),
    )) as unknown as { rows: { rows: unknown[] }[] };
    const tableRows = result.rows[0]?.rows ?? [];
    if (tableRows.length > 0) rows.set(table, tableRows);
  }
  return rows;
}

/**
 * Runs `statements` in one transaction that skips triggers and foreign-key checks (PostgreSQL
 * superusers; the scale bench loads its rows the same way). For rows consistent by construction:
 * emptying a database whole, and the plan tests' bulk rows, whose search text (kept by triggers at
 * ~0.4 ms a row) no page or analytics plan test reads.
 */
export async function withoutTriggers(db: Database, statements: SQL[]) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    for (const statement of statements) await tx.execute(statement);
  });
}

/**
 * Back to the state right after the migrations: every table emptied, sequences restarted. DELETE, not
 * TRUNCATE, which makes new files for each of ~100 tables and indexes: 36 ms against 7 ms alone, and
 * several times both on a busy machine. The migrations' rows come back as they were, derived ones
 * included, so no trigger should derive any meanwhile.
 */
async function empty({ handle, tables, migratedRows }: Kept) {
  await withoutTriggers(handle.db, [
    ...tables.map((table) => sql.raw(`delete from ${table}`)),
    sql`select setval(format('%I.%I', schemaname, sequencename)::regclass, start_value, false) from pg_sequences where schemaname = 'public'`,
    ...[...migratedRows].map(
      ([table, rows]) =>
        sql`insert into ${sql.raw(table)} select * from json_populate_recordset(null::${sql.raw(table)}, ${JSON.stringify(rows)}::json)`,
    ),
  ]);
}

// How far a database is migrated, compared with the migrations this code ships. Drizzle's migrator
// applies every journal entry newer than the last one recorded; this reads that the same way.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, migrationsFolder } from './client.ts';

type JournalEntry = { tag: string; when: number };

export type MigrationStatus = {
  /** Tag of the newest migration applied (`0016_…`), or null for an empty database. */
  latest: string | null;
  applied: number;
  /** Migrations of this code not yet applied, oldest first. */
  pending: string[];
  /** The database was migrated by a newer release than this code. */
  ahead: boolean;
};

function journal(): JournalEntry[] {
  const file = path.join(migrationsFolder, 'meta', '_journal.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { entries: JournalEntry[] }).entries;
}

export async function migrationStatus(db: Database): Promise<MigrationStatus> {
  const entries = journal();
  const table = (await db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  )) as unknown as { rows: { present: boolean }[] };
  if (!table.rows[0]?.present) return { latest: null, applied: 0, pending: entries.map((e) => e.tag), ahead: false };
  const result = (await db.execute(
    sql`select count(*)::int as applied, max(created_at)::text as last from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { applied: number; last: string | null }[] };
  const { applied = 0, last = null } = result.rows[0] ?? {};
  const lastWhen = last === null ? -1 : Number(last);
  const latest = entries.find((e) => e.when === lastWhen)?.tag ?? null;
  return {
    latest,
    applied,
    pending: entries.filter((e) => e.when > lastWhen).map((e) => e.tag),
    ahead: last !== null && latest === null,
  };
}

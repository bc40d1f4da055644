// A database made from nothing for one bench run and dropped after it: an embedded data dir of its
// own, or a database of its own on TEST_DATABASE_URL's server. Unlike the tests' copies of a migrated
// template, it can be opened by another process (the import bench measures one apart).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type DatabaseHandle, openDatabase } from '../server/db/client.ts';
import { withAdmin } from '../tests/helpers/database-templates.ts';
import type { DatabaseKind } from '../tests/helpers/databases.ts';

export type BenchDatabase = {
  /** What openDatabase() takes to open it, in this process or another. */
  location: { dir: string } | { url: string };
  /** Opens it, migrated. */
  open(): Promise<DatabaseHandle>;
  /** Deletes it; close every handle first. */
  drop(): Promise<void>;
};

let made = 0;

export async function createBenchDatabase(kind: DatabaseKind, label: string): Promise<BenchDatabase> {
  const open = async (location: BenchDatabase['location']) => {
    const handle = await openDatabase(location);
    await handle.migrate();
    return handle;
  };
  if (kind === 'pglite') {
    const dir = mkdtempSync(path.join(tmpdir(), `salvia-bench-${label}-`));
    return {
      location: { dir },
      open: () => open({ dir }),
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `salvia_bench_${label}_${process.pid}_${++made}`;
  await withAdmin(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    location: { url: url.href },
    open: () => open({ url: url.href }),
    drop: async () => {
      await withAdmin(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}

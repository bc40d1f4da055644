// The databases API tests run on: always embedded PGlite, plus real PostgreSQL when TEST_DATABASE_URL is set.
// Each test database is its own copy of the templates the run migrated once (database-templates.ts).
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../server/db/client.ts';
import { type DatabaseTemplates, waitUntilUnused, withAdmin } from './database-templates.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

export type DatabaseKind = 'pglite' | 'postgres';

const serverUrl = process.env.TEST_DATABASE_URL;
export const testDatabases: DatabaseKind[] = serverUrl ? ['pglite', 'postgres'] : ['pglite'];

let pgliteDump: Promise<Blob> | undefined;

/** A migrated, empty database; on PostgreSQL a fresh database that `close()` drops again. */
export async function openTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  const templates = inject('databaseTemplates');
  if (kind === 'pglite') {
    pgliteDump ??= readFile(templates.pgliteDump).then((tarball) => new Blob([tarball]));
    return openDatabase({ dataDirDump: await pgliteDump });
  }
  if (!serverUrl || !templates.postgresTemplate) throw new Error('TEST_DATABASE_URL is not set');
  const name = `salvia_test_${randomBytes(6).toString('hex')}`;
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

// The databases API tests run on: always embedded PGlite, plus real PostgreSQL when TEST_DATABASE_URL is set.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../../server/db/client.ts';

export type DatabaseKind = 'pglite' | 'postgres';

const serverUrl = process.env.TEST_DATABASE_URL;
export const testDatabases: DatabaseKind[] = serverUrl ? ['pglite', 'postgres'] : ['pglite'];

/** A migrated, empty database; on PostgreSQL a fresh database that `close()` drops again. */
export async function openTestDatabase(kind: DatabaseKind): Promise<DatabaseHandle> {
  if (kind === 'pglite') {
    const handle = await openDatabase({});
    await handle.migrate();
    return handle;
  }
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `salvia_test_${randomBytes(6).toString('hex')}`;
  await admin((client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.href, onIdleError: () => {} });
  await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      // Connections the pool just ended may take a moment to go; wait for them before dropping.
      await admin(async (client) => {
        for (let attempt = 0; attempt < 50; attempt++) {
          const { rows } = await client.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
            name,
          ]);
          if (rows[0]?.n === 0) break;
          await new Promise((r) => setTimeout(r, 100));
        }
        await client.query(`drop database if exists ${name} with (force)`);
      });
    },
  };
}

async function admin(run: (client: pg.Client) => Promise<unknown>) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

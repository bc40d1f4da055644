// `npm run migrate`: applies pending migrations to DATABASE_URL or the embedded database, then exits.
// The release step of a rolling deploy, before any new instance starts (docs/decisions/017-…).
import { DataDirBusyError } from '../backup/data-dir-lock.ts';
import { openDatabaseAlone } from '../backup/open-database-alone.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { migrationStatus } from '../db/migration-status.ts';
import { prepareSchema } from '../db/prepare-schema.ts';

try {
  const config = loadConfig();
  // The embedded database is migrated by whoever holds it: a running server did so when it started.
  const database = await openDatabaseAlone(config);
  try {
    const before = await migrationStatus(database.db);
    const after = await prepareSchema(database, { migrate: true });
    console.log(
      before.pending.length
        ? `Applied ${before.pending.length} migration(s): ${before.pending.join(', ')}`
        : `Nothing to apply: the database is at ${after.latest ?? '(none)'}`,
    );
    if (after.ahead) console.log('The database was migrated by a newer release; nothing of this one is missing.');
  } finally {
    await database.close();
  }
} catch (error) {
  const known = error instanceof ConfigError || error instanceof DataDirBusyError;
  console.error(known ? error.message : error);
  if (error instanceof DataDirBusyError) console.error('The running server applied its migrations when it started.');
  process.exit(1);
}

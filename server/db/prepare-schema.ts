// The schema step of every start and of `npm run migrate`: apply what is pending, or (when a release
// step migrates separately) only check that nothing this code needs is missing.
import type { DatabaseHandle } from './client.ts';
import { type MigrationStatus, migrationStatus } from './migration-status.ts';

export class SchemaBehindError extends Error {}

export async function prepareSchema(database: DatabaseHandle, options: { migrate: boolean }): Promise<MigrationStatus> {
  if (options.migrate) await database.migrate();
  const status = await migrationStatus(database.db);
  if (status.pending.length > 0) {
    throw new SchemaBehindError(
      `The database lacks ${status.pending.length} migration(s) this release needs (${status.pending.join(', ')}): run \`npm run migrate\` first`,
    );
  }
  return status;
}

// For one-off commands (migrate, seed, create-admin, backup of a stopped site): the database, with the
// embedded one's DATA_DIR held while it is open, so a running server and a command never share it.
import path from 'node:path';
import type { Config } from '../config.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { lockDataDir } from './data-dir-lock.ts';

export async function openDatabaseAlone(config: Pick<Config, 'dataDir' | 'databaseUrl'>): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openDatabase({ url: config.databaseUrl });
  const lock = await lockDataDir(config.dataDir);
  try {
    const database = await openDatabase({ dir: path.join(config.dataDir, 'db') });
    return {
      ...database,
      async close() {
        await database.close();
        await lock.release();
      },
    };
  } catch (error) {
    await lock.release();
    throw error;
  }
}

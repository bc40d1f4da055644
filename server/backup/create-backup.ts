// `npm run backup`: one .tar.gz holding manifest.json, db.tar (PGlite's data dir dump) and media/.
// The database snapshot comes first, then the media files: uploads write their files before their row
// and files never change under a key, so every media row in the snapshot finds its file in the archive.
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import type { Config } from '../config.ts';
import { BackupError, type BackupManifest, describeSnapshot } from './backup-manifest.ts';
import { snapshotFromHolder } from './data-dir-lock.ts';
import { openDatabaseAlone } from './open-database-alone.ts';

export type BackupResult = { manifest: BackupManifest; bytes: number; fromRunningServer: boolean };

export async function createBackup(options: {
  config: Pick<Config, 'dataDir' | 'databaseUrl' | 'media'>;
  file: string;
}): Promise<BackupResult> {
  const { config, file } = options;
  if (config.databaseUrl) {
    throw new BackupError(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump or your provider’s point-in-time recovery (docs/operations/backups.md)',
    );
  }
  const running = await snapshotFromHolder(config.dataDir);
  const dump = running ?? (await snapshotOfIdleDataDir(config.dataDir));
  const mediaDir = config.media.storage === 'local' ? config.media.dir : undefined;
  const manifest = await describeSnapshot(dump, Boolean(mediaDir));

  const staging = await mkdtemp(path.join(path.dirname(path.resolve(file)), '.salvia-backup-'));
  try {
    await writeFile(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    await writeFile(path.join(staging, 'db.tar'), dump);
    const entries = ['manifest.json', 'db.tar'];
    if (mediaDir && existsSync(mediaDir)) {
      await tar.create({ file: path.join(staging, 'media.tar'), cwd: path.dirname(mediaDir), portable: true }, [
        path.basename(mediaDir),
      ]);
      // Its entries, not the file: the archive shows media/… as it is on disk.
      entries.push(`@${path.join(staging, 'media.tar')}`);
    }
    const partial = path.join(staging, 'backup.tar.gz');
    // Synchronous: node-tar 7's asynchronous writer never finishes when it copies another archive (@…).
    tar.create({ file: partial, cwd: staging, gzip: true, portable: true, sync: true }, entries);
    // It holds every writer's password hash: for the operator's eyes only.
    await chmod(partial, 0o600);
    await rename(partial, file);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
  return { manifest, bytes: (await stat(file)).size, fromRunningServer: running !== null };
}

/** No server runs: this process takes DATA_DIR for the moment of the copy. */
async function snapshotOfIdleDataDir(dataDir: string): Promise<Buffer> {
  const dir = path.join(dataDir, 'db');
  if (!existsSync(path.join(dir, 'PG_VERSION'))) throw new BackupError(`There is no embedded database in ${dir}`);
  const database = await openDatabaseAlone({ dataDir, databaseUrl: undefined });
  try {
    const blob = await database.dumpDataDir?.();
    if (!blob) throw new Error('PGlite gave no data dir dump');
    return Buffer.from(await blob.arrayBuffer());
  } finally {
    await database.close();
  }
}

// `npm run restore`: puts a backup's database and media in place of DATA_DIR's, only while no process
// holds DATA_DIR. Everything is unpacked and opened beside the live folders first, then swapped in by
// renames, so a bad archive leaves DATA_DIR as it was. The next start migrates an older snapshot.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import { type Config, PRIVATE_DIR } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { BackupError, type BackupManifest, manifestSchema } from './backup-manifest.ts';
import { DataDirBusyError, lockDataDir } from './data-dir-lock.ts';

export type RestoreResult = { manifest: BackupManifest; mediaRestored: boolean };

export async function restoreBackup(options: {
  config: Pick<Config, 'dataDir' | 'databaseUrl' | 'media'>;
  file: string;
}): Promise<RestoreResult> {
  const { config, file } = options;
  if (config.databaseUrl) {
    throw new BackupError('DATABASE_URL is set: restore PostgreSQL with pg_restore (docs/operations/backups.md)');
  }
  if (!existsSync(file)) throw new BackupError(`No such backup: ${file}`);
  await mkdir(config.dataDir, { recursive: true, mode: PRIVATE_DIR });
  const lock = await lockDataDir(config.dataDir).catch((error) => {
    if (error instanceof DataDirBusyError) {
      throw new BackupError(`Salvia is running on ${config.dataDir}: stop it before restoring`);
    }
    throw error;
  });
  try {
    const staging = await mkdtemp(path.join(config.dataDir, '.restore-'));
    try {
      unpack(file, staging);
      const manifest = await readManifest(staging);
      const dump = await readFile(path.join(staging, 'db.tar'));
      // PGlite unpacks its own dump; opening it proves it starts before anything live is touched.
      const database = await openDatabase({ dir: path.join(staging, 'db'), dataDirDump: new Blob([dump]) });
      await database.close();

      await swapIn(staging, config.dataDir, 'db');
      const mediaRestored = manifest.mediaIncluded && config.media.storage === 'local';
      if (mediaRestored && config.media.storage === 'local') {
        const restored = path.join(staging, 'media');
        if (!existsSync(restored)) await mkdir(restored, { mode: PRIVATE_DIR }); // a site without uploads yet
        await swapIn(staging, path.dirname(config.media.dir), path.basename(config.media.dir), 'media');
      }
      return { manifest, mediaRestored };
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  } finally {
    await lock.release();
  }
}

/** What a backup holds: plain files and folders. Links and devices are never written by `npm run backup`. */
const PLAIN_ENTRY_TYPES: ReadonlySet<string> = new Set(['File', 'OldFile', 'ContiguousFile', 'Directory']);

/**
 * Unpacks the archive into staging, taking plain files and folders that stay inside it and nothing else:
 * a link (symbolic or hard) would reach past DATA_DIR/media once swapped in, e.g. to DATA_DIR/secret,
 * and /media would serve it. Synchronous, so nothing is still being written when it throws: the
 * asynchronous extractor goes on writing after it has rejected, under the clean-up's feet.
 */
function unpack(file: string, staging: string) {
  const refused: string[] = [];
  try {
    tar.extract({
      file,
      cwd: staging,
      strict: true,
      sync: true,
      filter: (entryPath, entry) => {
        const plain = 'type' in entry && PLAIN_ENTRY_TYPES.has(entry.type);
        const inside = !path.isAbsolute(entryPath) && !entryPath.split(/[\\/]/).includes('..');
        if (plain && inside) return true;
        refused.push(entryPath);
        return false;
      },
    });
  } catch (error) {
    throw new BackupError(
      `バックアップを読み取れませんでした（壊れている可能性があります）: ${(error as Error).message}。現在のデータはそのままです。`,
    );
  }
  if (refused.length > 0) {
    const shown = refused.slice(0, 3).join('、') + (refused.length > 3 ? ` ほか${refused.length - 3}件` : '');
    throw new BackupError(
      `このバックアップにはリンク（またはファイルとフォルダ以外のもの）や復元先の外を指す項目が含まれているため、復元しませんでした: ${shown}。現在のデータはそのままです。`,
    );
  }
}

async function readManifest(staging: string): Promise<BackupManifest> {
  const file = path.join(staging, 'manifest.json');
  const json = existsSync(file) ? await readFile(file, 'utf8').then(JSON.parse, () => undefined) : undefined;
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success || !existsSync(path.join(staging, 'db.tar'))) {
    throw new BackupError('This is not a Salvia backup (manifest.json or db.tar is missing or unreadable)');
  }
  return parsed.data;
}

/** The live `name` goes into staging (removed with it), the restored one takes its place. */
async function swapIn(staging: string, parent: string, name: string, stagedName = name) {
  const live = path.join(parent, name);
  if (existsSync(live)) await rename(live, path.join(staging, `replaced-${name}`));
  await rename(path.join(staging, stagedName), live);
}

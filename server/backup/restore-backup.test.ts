import {
  copyFileSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { BackupManifest } from './backup-manifest.ts';
import { createBackup } from './create-backup.ts';
import { restoreBackup } from './restore-backup.ts';

const work = mkdtempSync(path.join(tmpdir(), 'salvia-restore-unit-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const embedded = (dataDir: string) => ({
  dataDir,
  databaseUrl: undefined,
  media: { storage: 'local' as const, dir: path.join(dataDir, 'media') },
});

/** A DATA_DIR in use: a database, an uploaded photo and the generated signing secret. */
function liveDataDir(name: string) {
  const dataDir = path.join(work, name);
  mkdirSync(path.join(dataDir, 'db'), { recursive: true });
  writeFileSync(path.join(dataDir, 'db', 'PG_VERSION'), '17\n');
  mkdirSync(path.join(dataDir, 'media'));
  writeFileSync(path.join(dataDir, 'media', 'live.png'), 'live photo');
  writeFileSync(path.join(dataDir, 'secret'), 'live-signing-secret');
  const state = () => ({
    entries: readdirSync(dataDir, { recursive: true }).map(String).sort(),
    secret: readFileSync(path.join(dataDir, 'secret'), 'utf8'),
    photo: readFileSync(path.join(dataDir, 'media', 'live.png'), 'utf8'),
  });
  return { dataDir, before: state(), state };
}

let archives = 0;
/**
 * An archive laid out as `npm run backup` writes it (a startable database, a manifest, media/), with
 * `media` filling its media folder and `headers` (hand-made tar entries) placed ahead of the rest.
 */
async function backupArchive(options: { media?: (dir: string) => void; headers?: Buffer[] } = {}) {
  const source = path.join(work, `source-${++archives}`);
  mkdirSync(path.join(source, 'media'), { recursive: true });
  const manifest: BackupManifest = {
    format: 1,
    release: '0.1.0',
    createdAt: new Date().toISOString(),
    migration: null,
    counts: { articles: 0, media: 0, writers: 0 },
    mediaIncluded: true,
  };
  writeFileSync(path.join(source, 'manifest.json'), JSON.stringify(manifest));
  copyFileSync(inject('databaseTemplates').pgliteDump, path.join(source, 'db.tar'));
  writeFileSync(path.join(source, 'media', 'photo.png'), 'backed-up photo');
  options.media?.(path.join(source, 'media'));
  const entries = path.join(work, `entries-${archives}.tar`);
  // Synchronous, as create-backup.ts writes: node-tar's asynchronous writer fails on a hard link.
  tar.create({ file: entries, cwd: source, portable: true, sync: true }, ['media', 'manifest.json', 'db.tar']);
  const file = path.join(work, `backup-${archives}.tar`);
  writeFileSync(file, Buffer.concat([...(options.headers ?? []), readFileSync(entries)]));
  return file;
}

function tarHeader(fields: { path: string; type: 'File' | 'Link'; linkpath?: string }): Buffer {
  const header = new tar.Header({ mode: 0o644, size: 0, mtime: new Date(), ...fields });
  header.encode();
  return header.block as Buffer;
}

describe('restoreBackup', () => {
  it('refuses an archive that is not a Salvia backup and leaves DATA_DIR as it was', async () => {
    const dataDir = path.join(work, 'data');
    mkdirSync(path.join(dataDir, 'db'), { recursive: true });
    writeFileSync(path.join(dataDir, 'db', 'PG_VERSION'), '17\n');
    const source = path.join(work, 'source');
    mkdirSync(source);
    writeFileSync(path.join(source, 'notes.txt'), 'not a backup');
    const file = path.join(work, 'other.tar.gz');
    await tar.create({ file, cwd: source, gzip: true }, ['notes.txt']);

    await expect(restoreBackup({ config: embedded(dataDir), file })).rejects.toThrow('This is not a Salvia backup');
    expect(readdirSync(dataDir).sort()).toEqual(['db']);
    expect(readdirSync(path.join(dataDir, 'db'))).toEqual(['PG_VERSION']);
  });

  it.each([
    {
      held: 'a symbolic link to the signing secret',
      // Inside the archive it points at its own media/; once in DATA_DIR, at DATA_DIR/secret.
      archive: () =>
        backupArchive({
          media: (dir) => {
            mkdirSync(path.join(dir, '2026'));
            symlinkSync('../../secret', path.join(dir, '2026', 'leak.png'));
          },
        }),
    },
    {
      held: 'a hard link',
      archive: () =>
        backupArchive({ media: (dir) => linkSync(path.join(dir, 'photo.png'), path.join(dir, 'twin.png')) }),
    },
    {
      held: 'a hard link out of the archive',
      archive: () =>
        backupArchive({ headers: [tarHeader({ path: 'media/leak.png', type: 'Link', linkpath: '../secret' })] }),
    },
    {
      held: 'an entry that climbs out of the archive',
      archive: () => backupArchive({ headers: [tarHeader({ path: 'media/../../outside.txt', type: 'File' })] }),
    },
  ])('refuses a backup holding $held and leaves DATA_DIR as it was', async ({ archive }) => {
    const live = liveDataDir(`live-${archives}`);
    const file = await archive();

    await expect(restoreBackup({ config: embedded(live.dataDir), file })).rejects.toThrow(
      /リンク.*や復元先の外を指す項目が含まれているため、復元しませんでした.*現在のデータはそのままです/,
    );
    expect(live.state()).toEqual(live.before);
    expect(readdirSync(work)).not.toContain('outside.txt');
  });

  it('leaves no staging folder behind when an archive turns out damaged, and lets go of DATA_DIR', async () => {
    const live = liveDataDir('damaged');
    const damaged = tarHeader({ path: 'media/first.png', type: 'File' });
    damaged[0] = (damaged[0] ?? 0) ^ 1; // its checksum no longer matches
    const media = (dir: string) => {
      for (let i = 0; i < 200; i++) writeFileSync(path.join(dir, `photo-${i}.png`), Buffer.alloc(20_000, i));
    };
    const file = await backupArchive({ headers: [damaged], media });

    await expect(restoreBackup({ config: embedded(live.dataDir), file })).rejects.toThrow(
      /バックアップを読み取れませんでした.*現在のデータはそのままです/,
    );
    expect(live.state()).toEqual(live.before);
    // DATA_DIR is free again: a second attempt gets as far as the archive, not "Salvia is running".
    await expect(restoreBackup({ config: embedded(live.dataDir), file })).rejects.not.toThrow(/running/);
    expect(live.state()).toEqual(live.before);
  });

  it('points to pg_restore and pg_dump when DATABASE_URL is set', async () => {
    const config = { ...embedded(path.join(work, 'pg')), databaseUrl: 'postgres://db.example/salvia' };
    await expect(restoreBackup({ config, file: 'x.tar.gz' })).rejects.toThrow(/pg_restore/);
    await expect(createBackup({ config, file: path.join(work, 'x.tar.gz') })).rejects.toThrow(/pg_dump/);
  });
});

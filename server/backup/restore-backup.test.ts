import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { afterAll, describe, expect, it } from 'vitest';
import { createBackup } from './create-backup.ts';
import { restoreBackup } from './restore-backup.ts';

const work = mkdtempSync(path.join(tmpdir(), 'salvia-restore-unit-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const embedded = (dataDir: string) => ({
  dataDir,
  databaseUrl: undefined,
  media: { storage: 'local' as const, dir: path.join(dataDir, 'media') },
});

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

  it('points to pg_restore and pg_dump when DATABASE_URL is set', async () => {
    const config = { ...embedded(path.join(work, 'pg')), databaseUrl: 'postgres://db.example/salvia' };
    await expect(restoreBackup({ config, file: 'x.tar.gz' })).rejects.toThrow(/pg_restore/);
    await expect(createBackup({ config, file: path.join(work, 'x.tar.gz') })).rejects.toThrow(/pg_dump/);
  });
});

// The schema step of a start and of `npm run migrate`, and who may open the embedded database.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { lockDataDir } from '../../server/backup/data-dir-lock.ts';
import { parseConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { migrationStatus } from '../../server/db/migration-status.ts';
import { startSalvia } from '../../server/index.ts';
import { TEST_JWT_SECRET } from '../helpers/app.ts';
import { withAdmin } from '../helpers/database-templates.ts';

const root = path.resolve(import.meta.dirname, '../..');
const work = mkdtempSync(path.join(tmpdir(), 'salvia-migrate-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const baseEnv = { NODE_ENV: 'test', JWT_SECRET: TEST_JWT_SECRET, LOG_LEVEL: 'silent', SEED_DEMO: 'never' };

async function migrateCli(env: Record<string, string>) {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, ['server/cli/migrate.ts'], {
      cwd: root,
      env: { ...process.env, ...baseEnv, ...env },
    });
    return { code: 0, stdout, stderr: '' };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('starting with MIGRATE_ON_START=false', () => {
  it('refuses a database that lacks this release’s newest migration, naming it and `npm run migrate`, and lets go of DATA_DIR', async () => {
    const dataDir = path.join(work, 'behind');
    mkdirSync(dataDir);
    // The run's migrated template, one migration behind: as if the release step had not run yet.
    const template = new Blob([readFileSync(inject('databaseTemplates').pgliteDump)]);
    const behind = await openDatabase({ dir: path.join(dataDir, 'db'), dataDirDump: template });
    const { latest } = await migrationStatus(behind.db);
    await behind.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    await behind.close();

    const config = parseConfig({ ...baseEnv, DATA_DIR: dataDir, PORT: '0', MIGRATE_ON_START: 'false' });
    await expect(startSalvia(config, pino({ level: 'silent' }), {})).rejects.toThrow(
      `The database lacks 1 migration(s) this release needs (${latest}): run \`npm run migrate\` first`,
    );
    const database = await openDatabase({ dir: path.join(dataDir, 'db') });
    try {
      expect((await migrationStatus(database.db)).pending).toEqual([latest]);
    } finally {
      await database.close();
    }
    await (await lockDataDir(dataDir)).release();
  }, 120_000);
});

describe('the embedded data dir', () => {
  it('belongs to one process: `npm run migrate` refuses while another holds it', async () => {
    const dataDir = path.join(work, 'held');
    mkdirSync(dataDir);
    const lock = await lockDataDir(dataDir);
    try {
      const run = await migrateCli({ DATA_DIR: dataDir });
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(`Another Salvia process is using ${dataDir}`);
      await expect(lockDataDir(dataDir)).rejects.toThrow(/Another Salvia process/);
    } finally {
      await lock.release();
    }
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('npm run migrate on PostgreSQL', () => {
  const name = `salvia_migrate_${process.pid}`;
  const url = serverUrl ? Object.assign(new URL(serverUrl), { pathname: `/${name}` }).href : '';
  afterAll(() =>
    serverUrl
      ? withAdmin(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`))
      : undefined,
  );

  it('migrates an empty database once, however many processes start at the same time, then has nothing to do', async () => {
    await withAdmin(serverUrl as string, (client) => client.query(`create database ${name}`));
    // Instances of a rolling deploy starting together: the advisory lock lets one migrate at a time.
    const handles = await Promise.all([1, 2, 3].map(() => openDatabase({ url })));
    try {
      await Promise.all(handles.map((handle) => handle.migrate()));
      const status = await migrationStatus(handles[0]!.db);
      expect(status.pending).toEqual([]);
      expect(status.applied).toBeGreaterThan(15);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
    }
    const again = await migrateCli({ DATABASE_URL: url, DATA_DIR: path.join(work, 'pg') });
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toMatch(/^Nothing to apply: the database is at \d{4}_/);
  }, 120_000);
});

// A rolling deploy migrates first and replaces instances one by one: for a while the previous release
// serves on the new schema (docs/decisions/017-expand-contract-migrations.md). This takes the code from
// before the newest migration out of git, points it at a database the current migrations made, and
// checks that its API still reads and writes. Needs the history (CI clones the whole repository).
import { execFile, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../server/db/client.ts';
import { withAdmin } from '../helpers/database-templates.ts';
import { type DatabaseKind, testDatabases } from '../helpers/databases.ts';
import { createArticle, createWriter } from '../helpers/factories.ts';
import type { OldBuildSeen, OldBuildTarget } from '../helpers/old-build-api.ts';

const root = path.resolve(import.meta.dirname, '../..');
const serverUrl = process.env.TEST_DATABASE_URL;

function git(...args: string[]): string | undefined {
  try {
    return execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
}

// The last commit that changed the migrations, and the code just before it: the release that a
// deploy of that change would be rolling away from.
const lastMigrationChange = git('log', '-1', '--format=%H', '--', 'server/db/migrations');
const previousRelease = lastMigrationChange && git('rev-parse', '--verify', '--quiet', `${lastMigrationChange}^`);
if (!previousRelease) {
  console.warn('old-build-on-new-schema: skipped, no git history of server/db/migrations (a shallow clone?)');
}

describe.skipIf(!previousRelease)(`the release before ${lastMigrationChange?.slice(0, 7)} on today's schema`, () => {
  const work = mkdtempSync(path.join(tmpdir(), 'salvia-old-build-'));
  const oldRoot = path.join(work, 'old');

  beforeAll(async () => {
    // Only the sources: the old code runs on this checkout's node_modules.
    const archive = path.join(work, 'old.tar');
    execFileSync(
      'git',
      ['archive', '-o', archive, previousRelease as string, 'server', 'contract', 'app', 'package.json'],
      {
        cwd: root,
      },
    );
    mkdirSync(oldRoot);
    await tar.extract({ file: archive, cwd: oldRoot });
    symlinkSync(path.join(root, 'node_modules'), path.join(oldRoot, 'node_modules'), 'dir');
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  /** A database the current migrations made (the run's template), and how the old code reaches it. */
  async function newSchemaDatabase(kind: DatabaseKind) {
    const templates = inject('databaseTemplates');
    if (kind === 'pglite') {
      const dataDir = path.join(work, 'data');
      mkdirSync(dataDir);
      const migrated = new Blob([readFileSync(templates.pgliteDump)]);
      const handle = await openDatabase({ dir: path.join(dataDir, 'db'), dataDirDump: migrated });
      return { handle, dataDir, url: '', drop: async () => {} };
    }
    const name = `${templates.postgresCopyPrefix}old_build`;
    await withAdmin(serverUrl as string, (client) =>
      client.query(`create database ${name} template ${templates.postgresTemplate}`),
    );
    const url = Object.assign(new URL(serverUrl as string), { pathname: `/${name}` }).href;
    const handle = await openDatabase({ url });
    const drop = () =>
      withAdmin(serverUrl as string, (client) => client.query(`drop database if exists ${name} with (force)`));
    return { handle, dataDir: path.join(work, 'pg-data'), url, drop };
  }

  /** What the old release saw on each kind of database, and the article the new one wrote there. */
  const seen = new Map<DatabaseKind, { articleId: number; result: OldBuildSeen }>();

  beforeAll(async () => {
    const prepared = [];
    for (const kind of testDatabases) {
      const database = await newSchemaDatabase(kind);
      const writer = await createWriter(database.handle, { role: 'admin' });
      const article = await createArticle(database.handle, { writerId: writer.id, title: '冬の常備菜' });
      await database.handle.close();
      prepared.push({ kind, database, writer, article });
    }
    try {
      const targets: OldBuildTarget[] = prepared.map(({ database, writer }) => ({
        dataDir: database.dataDir,
        url: database.url,
        email: writer.email,
        password: writer.password,
      }));
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['tests/helpers/old-build-api.ts', oldRoot, JSON.stringify(targets)],
        { cwd: root },
      );
      const results = JSON.parse(stdout) as OldBuildSeen[];
      for (const [i, { kind, article }] of prepared.entries()) {
        const result = results[i];
        if (article && result) seen.set(kind, { articleId: article.id, result });
      }
    } finally {
      for (const { database } of prepared) await database.drop();
    }
  });

  it.each(testDatabases)(
    'on %s: reads what the new release wrote, and writes and reads back through its own API',
    (kind) => {
      const { articleId, result } = seen.get(kind) ?? expect.unreachable(`no answer from the old release on ${kind}`);
      expect(result.signIn).toBe(200);
      expect(result.list).toMatchObject({ status: 200, ids: expect.arrayContaining([articleId]) });
      expect(result.search).toMatchObject({ status: 200, ids: expect.arrayContaining([articleId]) });
      expect(result.created).toBe(201);
      expect(result.readBack).toEqual({ status: 200, title: '旧版から書いた記事', body_html: '<p>旧版</p>' });
    },
  );
});

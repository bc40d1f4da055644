// `npm run backup` against a running site, then a wiped DATA_DIR, `npm run restore` and a new start:
// the same articles and media come back. The site is the server's own start path (startSalvia) in
// this process; the CLIs run as the operator runs them, in processes of their own.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { asc } from 'drizzle-orm';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { parseConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { media } from '../../server/db/schema/content.ts';
import { startSalvia } from '../../server/index.ts';
import { TEST_JWT_SECRET } from '../helpers/app.ts';
import { authHeader, createWriter } from '../helpers/factories.ts';
import { multipart } from '../helpers/multipart.ts';

const root = path.resolve(import.meta.dirname, '../..');
const work = mkdtempSync(path.join(tmpdir(), 'salvia-backup-test-'));
const dataDir = path.join(work, 'data');
const archive = path.join(work, 'site.tar.gz');
const env = {
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  JWT_SECRET: TEST_JWT_SECRET,
  PORT: '0',
  HOST: '127.0.0.1',
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'never',
  SEARCH_READINGS: 'off',
  PUBLIC_CACHE_SECONDS: '0',
  SHED_LOAD_AFTER_MS: '0',
};

const start = () => startSalvia(parseConfig(env), pino({ level: 'silent' }), {});

/** Runs a CLI as `npm run …` does; asynchronous, so this process's server can answer the backup. */
async function cli(script: string, args: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [`server/cli/${script}.ts`, ...args], {
      cwd: root,
      env: { ...process.env, ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('backup and restore of the embedded site', () => {
  it('backs up while the site runs, and a wiped DATA_DIR restored from it has the same articles and media', async () => {
    // The run's migrated template stands in for a site that has been running a while.
    mkdirSync(dataDir);
    const template = new Blob([readFileSync(inject('databaseTemplates').pgliteDump)]);
    await (await openDatabase({ dir: path.join(dataDir, 'db'), dataDirDump: template })).close();

    let site = await start();
    const deps = site.app.deps;
    const admin = await authHeader(deps, (await createWriter(deps, { role: 'admin' })).id);
    const newArticle = async (payload: object) => {
      const res = await site.app.inject({ method: 'POST', url: '/api/v1/articles/new', headers: admin, payload });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().article as { id: number; title: string; body_html: string };
    };
    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c87850' } })
      .png()
      .toBuffer();
    const upload = multipart([{ name: 'file', filename: '朝ごはん.png', data: photo }]);
    const uploaded = await site.app.inject({
      method: 'POST',
      url: '/api/v1/media',
      headers: { ...admin, ...upload.headers },
      payload: upload.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { url: photoUrl } = uploaded.json() as { url: string };
    const articles = [
      await newArticle({ title: '冬の常備菜', body_html: `<p>作り置きの基本。</p><img src="${photoUrl}" alt="">` }),
      await newArticle({ title: '下書きのまま', body_html: '<h2>見出し</h2><p>まだ書きかけ。</p>' }),
    ];
    const mediaRows = await deps.db.select().from(media).orderBy(asc(media.id));
    const files = await Promise.all(
      mediaRows
        .flatMap((row) => [row.url, ...row.variants.map((v) => v.url)])
        .map(async (url) => ({
          url,
          bytes: await readFile(path.join(dataDir, url)),
        })),
    );
    expect(mediaRows).toHaveLength(1);
    expect(files).toHaveLength(5); // the original and four WebP widths

    const backup = await cli('backup', ['--output', archive]);
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toContain('snapshot from the running server');
    expect(backup.stdout).toContain('2 articles, 1 media');

    const later = await newArticle({ title: 'バックアップの後に書いた記事', body_html: '<p>後から</p>' });
    const refused = await cli('restore', [archive, '--yes']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('stop it before restoring');

    await site.close();
    rmSync(dataDir, { recursive: true, force: true });
    const restored = await cli('restore', [archive, '--yes']);
    expect(restored.code, restored.stderr).toBe(0);

    site = await start();
    try {
      const view = (id: number) =>
        site.app.inject({ url: `/api/v1/articles/view?id=${id}`, headers: admin }).then((res) => ({
          status: res.statusCode,
          article: res.json().article,
        }));
      for (const article of articles) {
        const { status, article: back } = await view(article.id);
        expect(status).toBe(200);
        expect({ id: back.id, title: back.title, body_html: back.body_html }).toEqual({
          id: article.id,
          title: article.title,
          body_html: article.body_html,
        });
      }
      expect((await view(later.id)).status).toBe(404);
      expect(await site.app.deps.db.select().from(media).orderBy(asc(media.id))).toEqual(mediaRows);
      for (const file of files) {
        const res = await site.app.inject({ url: file.url });
        expect(res.statusCode, file.url).toBe(200);
        expect(res.rawPayload.equals(file.bytes), file.url).toBe(true);
      }
    } finally {
      await site.close();
    }
  }, 300_000);
});

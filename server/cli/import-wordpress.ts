// `npm run import:wordpress -- <export.xml> --uploads <dir> [--map <file>] [--report <file.json>]
// [--dry-run] [--invite] [--default-category <slug>] [--no-fetch]`: a WordPress site moves in
// (services/import/wordpress/import-wordpress.ts). Safe to run again: what came in before is updated.
import { createReadStream, createWriteStream } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { DataDirBusyError } from '../backup/data-dir-lock.ts';
import { openDatabaseAlone } from '../backup/open-database-alone.ts';
import { loadConfig } from '../config.ts';
import { closeRedis, createDeps } from '../deps.ts';
import { importMapping } from '../services/import/wordpress/import-run.ts';
import { ImportSetupError } from '../services/import/wordpress/import-taxonomy.ts';
import { type ImportProgress, importWordPress } from '../services/import/wordpress/import-wordpress.ts';
import { WxrReadError } from '../services/import/wordpress/wxr-read-error.ts';

const USAGE =
  '使い方: npm run import:wordpress -- <export.xml> --uploads <wp-content/uploads のコピー> [--map <対応表.json>] [--report <報告.json>] [--dry-run] [--invite] [--default-category <スラッグ>] [--no-fetch]';

function fail(message: string, code = 1): never {
  console.error(message);
  process.exit(code);
}

const { values, positionals } = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        uploads: { type: 'string' },
        map: { type: 'string' },
        report: { type: 'string' },
        'dry-run': { type: 'boolean', default: false },
        invite: { type: 'boolean', default: false },
        'default-category': { type: 'string' },
        'no-fetch': { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    return fail(`${(error as Error).message}\n${USAGE}`, 2);
  }
})();

async function readMapping(file: string | undefined) {
  if (!file) return importMapping.parse({});
  let json: unknown;
  try {
    json = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    return fail(`対応表 ${file} を JSON として読めませんでした（${(error as Error).message}）`, 2);
  }
  const parsed = importMapping.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || '（全体）'}: ${issue.message}`);
    return fail(`対応表 ${file} の内容に誤りがあります\n${problems.join('\n')}`, 2);
  }
  return parsed.data;
}

/** A terminal's line is redrawn; a log gets a line every 10 seconds. */
function progressPrinter() {
  let lastLine = 0;
  return ({ done, total }: ImportProgress) => {
    const line = `取り込み中 ${done} / ${total}（${total ? Math.floor((done / total) * 100) : 100}%）`;
    if (process.stderr.isTTY) process.stderr.write(`\r${line}`);
    else if (performance.now() - lastLine > 10_000 || done === total) {
      lastLine = performance.now();
      console.error(line);
    }
  };
}

async function main() {
  const file = positionals[0];
  if (!file || positionals.length > 1) fail(USAGE, 2);
  const mapping = await readMapping(values.map);
  const dryRun = values['dry-run'];
  // Comments have no place here: each is kept, one JSON line, beside the report (or the export).
  const commentsFile = `${(values.report ?? file).replace(/\.(json|xml)$/i, '')}.comments.jsonl`;
  const comments = dryRun ? undefined : createWriteStream(commentsFile);
  let commentCount = 0;

  const config = loadConfig();
  const database = await openDatabaseAlone(config);
  const deps = createDeps(config, database, pino({ level: 'warn' }));
  const started = performance.now();
  try {
    await database.migrate();
    const report = await importWordPress(deps, {
      open: () => createReadStream(file),
      options: {
        uploadsDir: values.uploads && path.resolve(values.uploads),
        mapping,
        dryRun,
        invite: values.invite,
        defaultCategory: values['default-category'],
        fetchMissing: !values['no-fetch'],
      },
      keepComment: comments
        ? (comment) => {
            commentCount += 1;
            if (!comments.write(`${JSON.stringify(comment)}\n`))
              return new Promise((resolve) => comments.once('drain', resolve));
          }
        : undefined,
      onProgress: progressPrinter(),
    });
    if (process.stderr.isTTY) process.stderr.write('\n');
    console.log(report.format());
    console.log(`\n${((performance.now() - started) / 1000).toFixed(1)} 秒`);
    if (commentCount > 0) console.log(`コメント ${commentCount} 件を ${commentsFile} に書き出しました`);
    if (values.report) await writeFile(values.report, `${JSON.stringify(report, null, 2)}\n`);
  } finally {
    await new Promise((resolve) => (comments ? comments.end(resolve) : resolve(undefined)));
    await deps.publicCache.close();
    await closeRedis(deps.redis);
    await database.close();
  }
}

await main().catch((error) => {
  if (process.stderr.isTTY) process.stderr.write('\n');
  if (error instanceof WxrReadError || error instanceof ImportSetupError)
    fail(`${error.message}\nサイトは何も変わっていません。`);
  if (error instanceof DataDirBusyError)
    fail(`${error.message}: サイトを止めてから実行するか、DATABASE_URL で PostgreSQL を指定してください`);
  if ((error as NodeJS.ErrnoException).code === 'ENOENT')
    fail(`ファイルが見つかりません: ${(error as NodeJS.ErrnoException).path}`);
  throw error;
});

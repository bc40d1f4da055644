// `npm run media:to-s3 [-- --dry-run]`: moves media kept in DATA_DIR/media to the S3 bucket that
// MEDIA_STORAGE=s3 and the S3_* settings name, and points every stored address at it. Safe to run
// again: files already in the bucket are skipped, addresses already moved are left as they are.

import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { loadConfig, localMediaDir } from '../config.ts';
import { moveMediaToS3, NotOnS3Error, s3MediaOf } from '../services/media/move-media-to-s3.ts';

/** How long to wait for Redis before dropping the shared page cache anyway (the layer logs a miss). */
const REDIS_WAIT_MS = 5000;

const { values } = parseArgs({ options: { 'dry-run': { type: 'boolean', default: false } } });
const dryRun = values['dry-run'] ?? false;

async function main() {
  const config = loadConfig();
  try {
    s3MediaOf(config);
  } catch (error) {
    if (!(error instanceof NotOnS3Error)) throw error;
    console.error(error.message);
    process.exitCode = 2;
    return;
  }
  // Loaded once the settings are right: a refusal answers at once.
  const [{ default: pino }, { openDatabase }, { closeRedis, createDeps }] = await Promise.all([
    import('pino'),
    import('../db/client.ts'),
    import('../deps.ts'),
  ]);
  const database = await openDatabase({ url: config.databaseUrl, dir: path.join(config.dataDir, 'db') });
  const deps = createDeps(config, database, pino({ level: 'warn' }));
  try {
    await database.migrate();
    // Instances sharing the page cache through Redis hear the change once this one is connected.
    const waited = new AbortController();
    await Promise.race([deps.publicCache.ready(), delay(REDIS_WAIT_MS, undefined, { signal: waited.signal })]);
    waited.abort();
    const started = performance.now();
    const { files, rows } = await moveMediaToS3(deps, { dryRun });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const verb = dryRun ? 'would copy' : 'copied';
    console.log(
      `${dryRun ? '[dry run] ' : ''}files: ${files.files} in ${localMediaDir(config.dataDir)}, ${verb} ${files.copied} (${files.bytesCopied} bytes), ${files.skipped} already in the bucket`,
    );
    console.log(
      `rows ${dryRun ? 'to rewrite' : 'rewritten'}: media ${rows.media}, articles ${rows.articles}, revisions ${rows.revisions}, writers ${rows.writers}, ads ${rows.ads}, shop items ${rows.shopItems} (${seconds} s)`,
    );
    if (!dryRun && !config.redisUrl) {
      console.log('instances without REDIS_URL keep cached pages up to PUBLIC_CACHE_SECONDS: restart them');
    }
  } finally {
    await deps.publicCache.close();
    await closeRedis(deps.redis);
    await database.close();
  }
}

await main();

// `npm run bodies:render`: renders every stored article body again from its document, now, with
// progress, instead of waiting for an instance to do it in the background at start. Safe on a live
// site and safe to run again (see services/article-body/render-stored-bodies.ts).
import path from 'node:path';
import pino from 'pino';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { closeRedis, createDeps } from '../deps.ts';
import { type RenderProgress, renderStoredBodies } from '../services/article-body/render-stored-bodies.ts';

function show({ done, total }: RenderProgress, started: number) {
  const seconds = (performance.now() - started) / 1000;
  const line = `${done} / ${total} bodies (${total ? Math.floor((done / total) * 100) : 100}%), ${seconds.toFixed(1)} s`;
  if (process.stderr.isTTY) process.stderr.write(`\r${line}`);
  else console.error(line);
}

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dir: path.join(config.dataDir, 'db') });
  const deps = createDeps(config, database, pino({ level: 'warn' }));
  try {
    await database.migrate();
    const started = performance.now();
    const result = await renderStoredBodies(deps, {
      // A terminal's line is redrawn every batch; a log gets a line every 10 s.
      progressMs: process.stderr.isTTY ? 0 : 10_000,
      onProgress: (progress) => show(progress, started),
    });
    if (process.stderr.isTTY && result.total > 0) process.stderr.write('\n');
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`rendered ${result.rendered}, kept as stored ${result.kept}, of ${result.total} (${seconds} s)`);
  } finally {
    await deps.publicCache.close();
    await closeRedis(deps.redis);
    await database.close();
  }
}

await main();

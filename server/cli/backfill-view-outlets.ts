// `npm run analytics:backfill-outlets`: gives the page views stored before outlets were kept their
// outlet and counts them in 「流入元」 (services/analytics/backfill-view-outlets.ts). Run once after
// the release that keeps outlets is fully deployed; safe on a live site and safe to run again.
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { backfillViewOutlets } from '../services/analytics/backfill-view-outlets.ts';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({ url: config.databaseUrl, dir: path.join(config.dataDir, 'db') });
  try {
    await database.migrate();
    const started = performance.now();
    const result = await backfillViewOutlets({ db: database.db });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`classified ${result.classified} views, recounted ${result.recountedDays.length} days (${seconds} s)`);
  } finally {
    await database.close();
  }
}

await main();

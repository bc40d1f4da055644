// `npm run seed`: loads the demo content into an empty database (embedded, or DATABASE_URL).
import path from 'node:path';
import pino from 'pino';
import { openDatabaseAlone } from '../backup/open-database-alone.ts';
import { loadConfig } from '../config.ts';
import { isDatabaseEmpty, seedDemoContent } from './seed-demo-content.ts';

const config = loadConfig();
const log = pino({ level: 'warn' });
const database = await openDatabaseAlone(config);
try {
  await database.migrate();
  if (!(await isDatabaseEmpty(database.db))) {
    console.error('データベースが空ではないため、デモコンテンツを読み込みませんでした。');
    console.error(`やり直すには ${path.join(config.dataDir, 'db')} を削除してから実行してください。`);
    process.exitCode = 1;
  } else {
    const started = performance.now();
    const summary = await seedDemoContent({ db: database.db, config, log });
    console.log(`デモコンテンツを読み込みました（${Math.round(performance.now() - started)} ms）:`, summary);
  }
} finally {
  await database.close();
}

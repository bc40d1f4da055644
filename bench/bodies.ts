// `npm run bench -- bodies [count]`: how long rendering stored bodies again from their documents takes
// (what an upgrade that changes a block's rendering costs), on a fresh embedded database and, with
// TEST_DATABASE_URL, a fresh PostgreSQL database: the demo content, its articles copied up to `count`
// rows (their documents as the demo has them: most plain text, three block-heavy), all marked stale
// and their HTML emptied, so every body is written again.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { parseConfig } from '../server/config.ts';
import { seedDemoContent } from '../server/demo/seed-demo-content.ts';
import { createDeps } from '../server/deps.ts';
import { renderStoredBodies } from '../server/services/article-body/render-stored-bodies.ts';
import { testDatabases } from '../tests/helpers/databases.ts';
import { createBenchDatabase } from './fresh-database.ts';

export async function benchBodies(args: string[]) {
  const count = Number(args[0] ?? 5_000);
  console.log(`Stored bodies rendered again (${count} rows of the demo's bodies, batches of 25):`);
  for (const kind of testDatabases) {
    const database = await createBenchDatabase(kind, 'bodies');
    const handle = await database.open();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'salvia-bench-bodies-'));
    try {
      const config = parseConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
      });
      const deps = createDeps(config, handle, pino({ level: 'silent' }));
      await seedDemoContent(deps);
      await handle.db.execute(sql`
        insert into articles (title, body_json, body_html, writer_id)
        select a.title, a.body_json, a.body_html, a.writer_id
          from generate_series(1, ${count}) as n
          join articles a on a.id = (select min(id) from articles) + n % (select count(*) from articles)
         where n > (select count(*) from articles)`);
      const sizes = await handle.db.execute(sql`select avg(length(body_html))::int as size from articles`);
      const size = (sizes as unknown as { rows: { size: number }[] }).rows[0]?.size ?? 0;
      // As after an upgrade that renders differently: every body's HTML changes, so every row is
      // written and the search and media triggers run for it.
      await handle.db.execute(sql`update articles set body_version = 0, body_html = ''`);
      const started = performance.now();
      const result = await renderStoredBodies(deps);
      const seconds = (performance.now() - started) / 1000;
      const perSecond = result.rendered / seconds;
      console.log(
        `  ${kind.padEnd(8)} ${result.rendered} bodies of ${size} characters on average: ${Math.round(perSecond)} bodies/s, ${((seconds / result.rendered) * 1000).toFixed(1)} ms a body; 100k would take ${Math.round(100_000 / perSecond / 60)} min`,
      );
      await deps.publicCache.close();
    } finally {
      await handle.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

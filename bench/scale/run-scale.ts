// `npm run bench -- scale`: builds (or reuses) the 100k-article PostgreSQL database, starts the built
// server on it and reports p50/p95/p99 per endpoint at 1 and at 10 connections, plus beacon ingestion.
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startBuiltServer } from '../../tests/helpers/built-server.ts';
import { SCALE_ADMIN } from './admin.ts';
import { type BeaconResult, beaconsAlone, beaconsWithReads } from './beacons.ts';
import { type Endpoint, loadFixtures, SCALE_FEEDS, scaleEndpoints } from './endpoints.ts';
import { FULL_SIZE, prepareScaleDatabase, scaledSize } from './generate.ts';
import { type Latency, measure } from './load.ts';

const USAGE = `npm run bench -- scale [options]
  --regenerate       build the database again even if it is complete
  --size <factor>    a smaller database of the same shape, e.g. 0.1 (default 1: 100k articles)
  --database <name>  database name on the BENCH_DATABASE_URL server
                     (default salvia_scale, or salvia_scale_0_1 for --size 0.1)
  --requests <n>     at most n requests per endpoint and concurrency (default 50)
  --seconds <s>      at most s seconds per endpoint and concurrency (default 8)
  --only <text>      only the endpoints whose name contains text
  --cache-seconds <s> PUBLIC_CACHE_SECONDS of the server under test (default 60, as in production;
                     0 measures every request against the database)
  --page-cache <on|off> PAGE_CACHE of the server under test (default on; off renders every page
                     and API answer while the data pages share is still kept)
  --generate-only    build the database and stop`;

type Row = { name: string; group: Endpoint['group']; c1: Latency; c10: Latency };

export async function runScaleBench(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      regenerate: { type: 'boolean', default: false },
      size: { type: 'string', default: '1' },
      database: { type: 'string' },
      requests: { type: 'string', default: '50' },
      seconds: { type: 'string', default: '8' },
      only: { type: 'string' },
      'cache-seconds': { type: 'string', default: '60' },
      'page-cache': { type: 'string', default: 'on' },
      'generate-only': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const factor = Number(values.size);
  const maxRequests = Number(values.requests);
  const maxSeconds = Number(values.seconds);
  if (!(factor > 0 && maxRequests > 0 && maxSeconds > 0)) throw new Error(USAGE);
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const size = factor === 1 ? FULL_SIZE : scaledSize(factor);
  // One database per size, so a quick small run does not throw away the full one.
  const name =
    values.database ?? (factor === 1 ? 'salvia_scale' : `salvia_scale_${String(factor).replace(/\W/g, '_')}`);

  console.log(`Scale database ${name} on ${new URL(adminUrl).host}:`, JSON.stringify(size));
  const database = await prepareScaleDatabase({
    adminUrl,
    name,
    size,
    regenerate: values.regenerate,
    log: (line) => console.log(line),
  });
  if (!database.reused) console.log(`  generated in ${database.seconds.toFixed(0)} s`);
  console.log('  rows:', JSON.stringify(database.counts));
  if (values['generate-only']) return;

  const server = await startBuiltServer({
    env: {
      DATABASE_URL: database.url,
      JWT_SECRET: randomBytes(48).toString('base64'),
      LOG_LEVEL: 'warn',
      // Beacons arrive as from many readers behind a proxy on loopback (see beacons.ts).
      TRUST_PROXY: '127.0.0.1',
      PUBLIC_CACHE_SECONDS: values['cache-seconds'],
      PAGE_CACHE: values['page-cache'],
      // The generated bodies and readings are as an older release left them: upkeep would rewrite
      // 100k rows for many minutes after start, competing with the requests measured.
      STORED_BODIES: 'off',
      SEARCH_READINGS: 'off',
    },
  });
  try {
    const fixtures = await loadFixtures(database.url);
    const token = await signIn(server.baseUrl);
    await switchOnFeeds(server.baseUrl, token);
    const endpoints = scaleEndpoints(fixtures, token).filter((e) => !values.only || e.name.includes(values.only));
    console.log(
      `Latency, ms (public cache ${values['cache-seconds']} s, page cache ${values['page-cache']}; each endpoint: one warm-up request, then at most ${maxRequests} requests or ${maxSeconds} s per concurrency)`,
    );
    console.log(header());
    const rows: Row[] = [];
    for (const endpoint of endpoints) {
      await measure({ baseUrl: server.baseUrl, targets: endpoint.targets, concurrency: 1, maxRequests: 1, maxSeconds });
      const run = (concurrency: number) =>
        measure({ baseUrl: server.baseUrl, targets: endpoint.targets, concurrency, maxRequests, maxSeconds });
      const row = { name: endpoint.name, group: endpoint.group, c1: await run(1), c10: await run(10) };
      rows.push(row);
      console.log(line(row));
    }

    let beacons: { alone: BeaconResult; withReads: BeaconResult & { reads: Latency } } | undefined;
    if (!values.only) {
      const common = { baseUrl: server.baseUrl, databaseUrl: database.url, articleIds: fixtures.hotArticleIds };
      const alone = await beaconsAlone({ ...common, seconds: 5 });
      // Readers' mix while beacons arrive: the home, article pages and the rankings they show.
      const mix = endpoints.filter((e) => ['page /', 'page /articles/:id', 'articles/public_index'].includes(e.name));
      const withReads = await beaconsWithReads({ ...common, seconds: 15, reads: mix.flatMap((e) => e.targets) });
      beacons = { alone, withReads };
      console.log('Page-view beacons (16 keep-alive connections):');
      console.log(`  alone            ${describeBeacons(alone)}`);
      console.log(`  with 10 readers  ${describeBeacons(withReads)}`);
      console.log(
        `  reads meanwhile  (home, article pages, public_index) n=${withReads.reads.requests} p50 ${ms(withReads.reads.p50)} p95 ${ms(withReads.reads.p95)} p99 ${ms(withReads.reads.p99)} ms, ${withReads.reads.perSecond}/s, errors ${withReads.reads.errors}`,
      );
    }

    const cacheSeconds = Number(values['cache-seconds']);
    const file = writeResults({ size, database, cacheSeconds, maxRequests, maxSeconds, rows, beacons });
    console.log(`Results written to ${path.relative(process.cwd(), file)}`);
  } finally {
    await server.stop();
  }
}

async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/auth/sign_in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(SCALE_ADMIN),
  });
  if (!response.ok) throw new Error(`signing in as ${SCALE_ADMIN.email} failed: ${response.status}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** The news apps' feeds are off until an admin switches them on (配信先): on, to be measured. */
async function switchOnFeeds(baseUrl: string, token: string) {
  for (const id of SCALE_FEEDS) {
    const response = await fetch(`${baseUrl}/api/v1/feed_outlets/update?id=${id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
      body: JSON.stringify({ enabled: true }),
    });
    if (!response.ok) throw new Error(`switching on the ${id} feed failed: ${response.status}`);
  }
}

const ms = (value: number) => (Number.isNaN(value) ? '—' : value < 100 ? value.toFixed(1) : String(Math.round(value)));

function header() {
  const cells = (c: string) => `${`n@${c}`.padStart(5)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'p99'.padStart(7)}`;
  return `${'endpoint'.padEnd(42)} │ ${cells('c1')} │ ${cells('c10')} │ errors`;
}

function line(row: Row) {
  const cells = (l: Latency) =>
    `${String(l.requests).padStart(5)} ${ms(l.p50).padStart(7)} ${ms(l.p95).padStart(7)} ${ms(l.p99).padStart(7)}`;
  const errors = row.c1.errors + row.c10.errors;
  const statuses = errors > 0 ? ` ${JSON.stringify({ ...row.c1.statuses, ...row.c10.statuses })}` : '';
  return `${row.name.padEnd(42)} │ ${cells(row.c1)} │ ${cells(row.c10)} │ ${errors}${statuses}`;
}

function describeBeacons(result: BeaconResult) {
  return `${String(result.perSecond).padStart(6)} beacons/s (sent ${result.sent}, failed ${result.failed}, stored ${result.stored})`;
}

function writeResults(result: Record<string, unknown>): string {
  const dir = path.resolve(import.meta.dirname, '../../bench-results');
  mkdirSync(dir, { recursive: true });
  const stamp = new Date().toISOString().slice(0, 16).replace(':', '');
  const file = path.join(dir, `scale-${stamp}.json`);
  writeFileSync(file, `${JSON.stringify({ at: new Date().toISOString(), ...result }, null, 2)}\n`);
  return file;
}

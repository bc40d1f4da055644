// `npm run bench`: prints numbers, asserts nothing. PostgreSQL runs too when TEST_DATABASE_URL is set.
// `npm run bench -- pages` (or `beacons`, `throughput`) runs one part only; `pages` takes `--runs n`
// (Lighthouse medians of n runs per page, default 1); `throughput` takes
// `--compare name=url` to measure another server in the same run. `npm run bench -- scale` (never part of
// the default run: it needs a PostgreSQL server and takes minutes) measures a 100k-article database;
// `npm run bench -- bodies [count]` (neither) times rendering stored bodies again after an upgrade;
// `npm run bench -- import [posts] [--database pglite|postgres]` (nor this) times a generated WordPress
// export moving in, and its memory.

import { loadavg } from 'node:os';
import { startBuiltServer } from '../tests/helpers/built-server.ts';
import { testDatabases } from '../tests/helpers/databases.ts';
import { benchBeacons } from './beacons.ts';
import { benchBodies } from './bodies.ts';
import { printLighthouse, runLighthouse } from './lighthouse.ts';
import { pageWeight, printPageWeight } from './page-weight.ts';
import { runScaleBench } from './scale/run-scale.ts';
import { benchThroughput } from './throughput.ts';
import { benchWordPressImport } from './wordpress-import.ts';

const only = process.argv[2];

if (only === 'scale') await runScaleBench(process.argv.slice(3));
if (only === 'bodies') await benchBodies(process.argv.slice(3));
if (only === 'import') await benchWordPressImport(process.argv.slice(3));

if (!only || only === 'beacons') {
  console.log('Page-view beacons (one process, 32 concurrent keep-alive clients, 5 s):');
  for (const kind of testDatabases) {
    const result = await benchBeacons(kind);
    console.log(
      `  ${kind.padEnd(8)} ${String(result.beaconsPerSecond).padStart(6)} beacons/s  (sent ${result.sent}, failed ${result.failed}, stored ${result.stored})`,
    );
  }
}

if (!only || only === 'throughput') await benchThroughput(only ? process.argv.slice(3) : []);

if (!only || only === 'pages') {
  const server = await startBuiltServer();
  try {
    const index = await (await fetch(`${server.baseUrl}/api/v1/articles/public_index?per=1`)).json();
    const pages = [
      '/',
      `/articles/${index.articles[0].id}`,
      '/living',
      `/search?keyword=${encodeURIComponent('収納')}`,
    ];
    const urls = pages.map((page) => `${server.baseUrl}${page}`);
    console.log('Page weight, first visit (HTML + stylesheets + scripts and modulepreloads, gzip -9):');
    for (const url of urls) printPageWeight(await pageWeight(url));
    const runs = runsOption(process.argv.slice(3));
    console.log(`Lighthouse (mobile, default config, Chromium headless; load average ${loadAverage()}):`);
    for (const result of await runLighthouse(urls, runs)) printLighthouse(result);
    console.log(`  load average after: ${loadAverage()}`);
  } finally {
    await server.stop();
  }
}

/** `--runs n`: how many Lighthouse runs each page's medians are taken over. */
function runsOption(args: string[]): number {
  const at = args.indexOf('--runs');
  if (at === -1) return 1;
  const runs = Number(args[at + 1]);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of runs, 1 or more');
  return runs;
}

function loadAverage(): string {
  return loadavg()
    .map((load) => load.toFixed(2))
    .join(', ');
}

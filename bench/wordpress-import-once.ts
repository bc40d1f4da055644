// One WordPress import in a process of its own, so its peak memory is the import's alone (with the
// embedded database's, which runs in the same process, as it does for `npm run import:wordpress`).
// Started by wordpress-import.ts with a JSON argument; prints its measurements as one line of JSON,
// and its progress on stderr every 10 seconds.
import { createReadStream } from 'node:fs';
import pino from 'pino';
import { parseConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { createDeps } from '../server/deps.ts';
import { importMapping } from '../server/services/import/wordpress/import-run.ts';
import { importWordPress } from '../server/services/import/wordpress/import-wordpress.ts';

export type ImportOnce = {
  location: { dir: string } | { url: string };
  file: string;
  /** Where the pictures are; without it every one fails at once (nothing is fetched). */
  uploadsDir?: string;
  /** The process's DATA_DIR: the imported pictures go under it. */
  dataDir: string;
};

export type ImportMeasurement = {
  seconds: number;
  /** This process's CPU time (user and system): on a busy machine, what the import cost apart from waiting. */
  cpuSeconds: number;
  counts: Awaited<ReturnType<typeof importWordPress>>['counts'];
  comments: number;
  /** The process's resident memory before the import (its database open), half way, and at its highest. */
  startRssBytes: number;
  halfwayRssBytes: number;
  peakRssBytes: number;
};

const input = JSON.parse(process.argv[2] ?? '') as ImportOnce;
const database = await openDatabase(input.location);
const config = parseConfig({
  DATA_DIR: input.dataDir,
  JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
  LOG_LEVEL: 'warn',
});
const deps = createDeps(config, database, pino({ level: 'warn' }));
let comments = 0;
let halfwayRssBytes = 0;
const startRssBytes = process.memoryUsage.rss();
let lastLine = performance.now();
const cpuBefore = process.cpuUsage();
const started = performance.now();
const report = await importWordPress(deps, {
  open: () => createReadStream(input.file),
  options: {
    uploadsDir: input.uploadsDir,
    mapping: importMapping.parse({}),
    dryRun: false,
    invite: false,
    fetchMissing: false,
  },
  keepComment: () => {
    comments += 1;
  },
  onProgress: ({ done, total }) => {
    if (!halfwayRssBytes && done * 2 >= total) halfwayRssBytes = process.memoryUsage.rss();
    if (performance.now() - lastLine > 10_000) {
      lastLine = performance.now();
      const seconds = Math.round((lastLine - started) / 1000);
      process.stderr.write(`    ${done} / ${total} items, ${seconds} s\n`);
    }
  },
});
const cpu = process.cpuUsage(cpuBefore);
const measurement: ImportMeasurement = {
  seconds: (performance.now() - started) / 1000,
  cpuSeconds: (cpu.user + cpu.system) / 1e6,
  counts: report.counts,
  comments,
  startRssBytes,
  halfwayRssBytes,
  peakRssBytes: process.resourceUsage().maxRSS * 1024,
};
await deps.publicCache.close();
await database.close();
console.log(JSON.stringify(measurement));

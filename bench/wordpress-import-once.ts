// One WordPress import in a process of its own, so its peak memory is the import's alone (with the
// embedded database's, which runs in the same process, as it does for `npm run import:wordpress`).
// Started by wordpress-import.ts with a JSON argument; prints its measurements as one line of JSON,
// and its progress on stderr every 10 seconds.
import { createReadStream, readdirSync, readFileSync } from 'node:fs';
import pino from 'pino';
import { parseConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { createDeps } from '../server/deps.ts';
import { importMapping } from '../server/services/import/wordpress/import-run.ts';
import { importWordPress } from '../server/services/import/wordpress/import-wordpress.ts';

const input = JSON.parse(process.argv[2] ?? '') as ImportOnce;

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
  /**
   * Where the time went: before the first item (the file read and checked, writers, categories, tags
   * and their old addresses), each tenth of the items, and after the last (attachment pages, links
   * that led forward). A tenth that costs more than the one before is the import slowing as the
   * database fills; RSS at its end shows whether memory grows with the file.
   */
  phases: { label: string; seconds: number; cpuSeconds: number; databaseCpuSeconds?: number; rssBytes: number }[];
  /** A PostgreSQL server on this machine: the CPU its processes spent meanwhile (with anything else they served). */
  databaseCpuSeconds?: number;
};

/**
 * The CPU time of every PostgreSQL process on this machine (/proc), when the database is one: the
 * import's other half, which the importing process's own CPU time does not show.
 */
function databaseCpuSeconds(): number | undefined {
  if (!('url' in input.location) || !['127.0.0.1', 'localhost'].includes(new URL(input.location.url).hostname))
    return undefined;
  const ticksPerSecond = 100;
  let ticks = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks / ticksPerSecond;
}

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
const databaseCpuBefore = databaseCpuSeconds();
const started = performance.now();
const phases: ImportMeasurement['phases'] = [];
let phaseStarted = { at: started, cpu: cpuBefore, databaseCpu: databaseCpuBefore };
const endPhase = (label: string) => {
  const cpu = process.cpuUsage(phaseStarted.cpu);
  const databaseCpu = databaseCpuSeconds();
  phases.push({
    label,
    seconds: (performance.now() - phaseStarted.at) / 1000,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    databaseCpuSeconds: databaseCpu === undefined ? undefined : databaseCpu - (phaseStarted.databaseCpu ?? 0),
    rssBytes: process.memoryUsage.rss(),
  });
  phaseStarted = { at: performance.now(), cpu: process.cpuUsage(), databaseCpu };
};
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
    if (done === 1) endPhase('before the items');
    else if (done === total || Math.floor((done * 10) / total) > Math.floor(((done - 1) * 10) / total))
      endPhase(`items to ${Math.round((done * 100) / total)}%`);
    if (!halfwayRssBytes && done * 2 >= total) halfwayRssBytes = process.memoryUsage.rss();
    if (performance.now() - lastLine > 10_000) {
      lastLine = performance.now();
      const seconds = Math.round((lastLine - started) / 1000);
      process.stderr.write(`    ${done} / ${total} items, ${seconds} s\n`);
    }
  },
});
endPhase('after the items');
const cpu = process.cpuUsage(cpuBefore);
const measurement: ImportMeasurement = {
  seconds: (performance.now() - started) / 1000,
  cpuSeconds: (cpu.user + cpu.system) / 1e6,
  databaseCpuSeconds: databaseCpuBefore === undefined ? undefined : (databaseCpuSeconds() ?? 0) - databaseCpuBefore,
  counts: report.counts,
  comments,
  startRssBytes,
  halfwayRssBytes,
  peakRssBytes: process.resourceUsage().maxRSS * 1024,
  phases,
};
await deps.publicCache.close();
await database.close();
console.log(JSON.stringify(measurement));

// Requests per second of the demo's article and home pages under load (wrk, 50 connections, gzip), on
// each database: rendered with nothing kept (PUBLIC_CACHE_SECONDS=0), rendered on a page miss (the
// page cache off, the data pages share kept: what a new address or an expired page costs), kept by
// the page cache, and conditional (304); with the server's CPU time per request and its memory. Other
// servers measured in the same run, interleaved round by round, give ratios that hold on a shared
// machine: `--compare name=url` (repeatable; their CPU too when this machine runs them). Then
// overload: more readers than renders fit in time, with the cache off and load shedding as shipped,
// at the server itself and through the shipped nginx (which refuses what is beyond max_conns).
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { parseArgs } from 'node:util';
import { type BuiltServer, freePort } from '../tests/helpers/built-server.ts';
import { testDatabases } from '../tests/helpers/databases.ts';
import { maxConnsPerInstance, nginxInstalled, startNginx } from '../tests/helpers/nginx.ts';
import { createDemoSite } from './demo-site.ts';

type Target = { name: string; url: string; headers?: Record<string, string>; pid?: number };
type Run = { perSecond: number; requests: number; failed: number; cpuMsPerRequest?: number };

const CLOCK_TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

export async function benchThroughput(argv: string[]) {
  const { values } = parseArgs({
    args: argv,
    options: {
      rounds: { type: 'string', default: '3' },
      seconds: { type: 'string', default: '10' },
      connections: { type: 'string', default: '50' },
      compare: { type: 'string', multiple: true, default: [] },
      overload: { type: 'string', default: '60,300' },
    },
  });
  if (spawnSync('wrk', ['--version']).error) {
    console.log('Throughput: skipped, wrk is not installed (Debian: apt-get install wrk).');
    return;
  }
  const settings = {
    rounds: Number(values.rounds),
    connections: Number(values.connections),
    seconds: Number(values.seconds),
  };
  const compared = values.compare.map(comparedTarget);
  const overloads = values.overload.split(',').filter(Boolean).map(Number);
  for (const kind of testDatabases) {
    const site = await createDemoSite(kind);
    try {
      await measurePages(kind, site, settings, compared);
      if (overloads.length > 0) await measureOverload(kind, site, overloads, settings.seconds);
    } finally {
      await site.drop();
    }
  }
}

async function measurePages(
  kind: string,
  site: Awaited<ReturnType<typeof createDemoSite>>,
  settings: { rounds: number; connections: number; seconds: number },
  compared: Target[],
) {
  // Nobody sheds load here: every request is answered in full, however long the queue.
  const cold = await site.start({ PUBLIC_CACHE_SECONDS: '0', SHED_LOAD_AFTER_MS: '0' });
  const missing = await site.start({ PAGE_CACHE: 'off', SHED_LOAD_AFTER_MS: '0' });
  const keeping = await site.start({ SHED_LOAD_AFTER_MS: '0' });
  const servers = { 'nothing kept': cold, 'page miss': missing, kept: keeping };
  try {
    const article = await firstArticlePath(keeping);
    const etag = (await fetch(`${keeping.baseUrl}${article}`)).headers.get('etag') ?? '';
    const on = (server: BuiltServer, path: string) => ({ url: `${server.baseUrl}${path}`, pid: server.pid });
    const targets: Target[] = [
      { name: 'article, nothing kept', ...on(cold, article) },
      { name: 'home, nothing kept', ...on(cold, '/') },
      { name: 'article, page miss', ...on(missing, article) },
      { name: 'home, page miss', ...on(missing, '/') },
      { name: 'article, kept', ...on(keeping, article) },
      { name: 'home, kept', ...on(keeping, '/') },
      { name: 'article, 304', ...on(keeping, article), headers: { 'if-none-match': etag } },
      ...compared,
    ];
    const idle = memoryOf(servers);
    console.log(
      `Throughput on ${kind} (wrk -t2 -c${settings.connections} -d${settings.seconds}s, gzip; ${settings.rounds} interleaved rounds, medians; CPU is each server's own):`,
    );
    for (const target of targets) wrk(target, settings.connections, 2); // warm-up, discarded
    const runs = new Map<string, Run[]>(targets.map((t) => [t.name, []]));
    for (let round = 0; round < settings.rounds; round++) {
      for (const target of targets) runs.get(target.name)?.push(wrk(target, settings.connections, settings.seconds));
    }
    const loaded = memoryOf(servers);
    const medians = new Map<string, Run>();
    for (const target of targets) {
      const all = runs.get(target.name) ?? [];
      const run = median(all);
      medians.set(target.name, run);
      const cpu = run.cpuMsPerRequest === undefined ? '' : `  ${run.cpuMsPerRequest.toFixed(2)} ms CPU/request`;
      const failed = all.reduce((sum, r) => sum + r.failed, 0);
      console.log(
        `  ${target.name.padEnd(22)} ${String(Math.round(run.perSecond)).padStart(7)} req/s  (rounds: ${all
          .map((r) => Math.round(r.perSecond))
          .join(', ')})${cpu}${failed ? `  failed ${failed}` : ''}`,
      );
    }
    for (const other of compared.map((t) => t.name)) {
      for (const own of ['article, nothing kept', 'article, page miss', 'home, page miss', 'article, kept']) {
        const [x, y] = [medians.get(own)?.perSecond, medians.get(other)?.perSecond];
        if (x && y) console.log(`  ${own} / ${other}: ${(x / y).toFixed(2)}×`);
      }
    }
    console.log(`  server memory (RSS, MB): idle ${JSON.stringify(idle)}, after load ${JSON.stringify(loaded)}`);
  } finally {
    await Promise.all(Object.values(servers).map((server) => server.stop()));
  }
}

/**
 * More readers than the server can render for, as shipped (SHED_LOAD_AFTER_MS=1000) with the cache
 * off: each reader asks again as soon as it is answered. Answers are split by status, since a quick
 * refusal is the point: how many pages were served and how long they took, how many were refused
 * and how long that took.
 */
async function measureOverload(
  kind: string,
  site: Awaited<ReturnType<typeof createDemoSite>>,
  connectionCounts: number[],
  seconds: number,
) {
  const server = await site.start({ PUBLIC_CACHE_SECONDS: '0' });
  try {
    const article = await firstArticlePath(server);
    const pages = { article, search: `/search?q=${encodeURIComponent('収納')}` };
    console.log(`Overload on ${kind} (the cache off, load shedding as shipped; ${seconds} s each):`);
    await overloadRows(server.baseUrl, pages, connectionCounts, seconds);
    if (nginxInstalled()) {
      // As deployed: the shipped nginx in front. Readers send credentials, which nginx never answers
      // from its cache, so every request is a miss that reaches the server (or is refused by nginx).
      const nginx = await startNginx({ port: await freePort(), upstreams: [Number(new URL(server.baseUrl).port)] });
      try {
        console.log(`  through the shipped nginx (max_conns ${maxConnsPerInstance()}), every request a miss:`);
        await overloadRows(nginx.baseUrl, pages, connectionCounts, seconds, { authorization: 'Bearer bench' });
      } finally {
        await nginx.stop();
      }
    }
    console.log(`  server memory after (RSS, MB): ${rss(server.pid)}`);
  } finally {
    await server.stop();
  }
}

async function overloadRows(
  baseUrl: string,
  pages: Record<string, string>,
  connectionCounts: number[],
  seconds: number,
  headers: Record<string, string> = {},
) {
  for (const connections of connectionCounts) {
    for (const [name, path] of Object.entries(pages)) {
      const result = await readersAtOnce(`${baseUrl}${path}`, connections, seconds, headers);
      console.log(
        `  ${`${name}, ${connections} readers`.padEnd(22)} served ${result.served.count} (${(result.served.count / seconds).toFixed(1)}/s, p50 ${result.served.p50} ms, p99 ${result.served.p99} ms), refused ${result.refused.count} (p99 ${result.refused.p99} ms)${result.failed ? `, failed ${result.failed}` : ''}`,
      );
    }
  }
}

type Latencies = { count: number; p50: number; p99: number };

async function readersAtOnce(url: string, readers: number, seconds: number, headers: Record<string, string>) {
  const served: number[] = [];
  const refused: number[] = [];
  let failed = 0;
  const until = performance.now() + seconds * 1000;
  const reader = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      try {
        const status = await requestOnce(new URL(url), headers);
        const took = performance.now() - started;
        if (status === 200) served.push(took);
        else if (status === 503) {
          refused.push(took);
          // A browser shows the refusal; the reader comes back a moment later, not in a tight loop.
          await new Promise((resolve) => setTimeout(resolve, 500));
        } else failed += 1;
      } catch {
        failed += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: readers }, reader));
  return { served: latencies(served), refused: latencies(refused), failed };
}

/**
 * One request on a connection of its own, read to its end: the status. Plain sockets rather than
 * fetch or http.Agent, whose pooling sent the readers' requests a few at a time.
 */
function requestOnce(url: URL, headers: Record<string, string>): Promise<number> {
  const extra = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  return new Promise((resolve, reject) => {
    // Written, not ended: a server may drop a request whose client has closed its side.
    const socket = connect(Number(url.port), url.hostname, () =>
      socket.write(
        `GET ${url.pathname}${url.search} HTTP/1.1\r\nHost: ${url.host}\r\nAccept-Encoding: gzip\r\n${extra.join('')}Connection: close\r\n\r\n`,
      ),
    );
    let head = '';
    socket.on('data', (chunk: Buffer) => {
      if (head.length < 12) head += chunk.toString('latin1', 0, 12);
    });
    socket.on('end', () => resolve(Number(head.slice(9, 12))));
    socket.on('error', reject);
  });
}

function latencies(values: number[]): Latencies {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0);
  return { count: sorted.length, p50: at(0.5), p99: at(0.99) };
}

async function firstArticlePath(server: BuiltServer): Promise<string> {
  const index = await (await fetch(`${server.baseUrl}/api/v1/articles/public_index?per=1`)).json();
  return `/articles/${index.articles[0].id}`;
}

/** `name=url`; the CPU of the process listening on its port is counted when it runs here. */
function comparedTarget(entry: string): Target {
  const [name, url] = entry.split(/=(.*)/s);
  if (!name || !url) throw new Error(`--compare takes name=url, not ${entry}`);
  const port = new URL(url).port || '80';
  const listening = spawnSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' }).stdout;
  const pid = Number(listening.match(/pid=(\d+)/)?.[1]) || undefined;
  return { name, url, pid };
}

function wrk(target: Target, connections: number, seconds: number): Run {
  const headers = Object.entries({ 'accept-encoding': 'gzip', ...target.headers }).flatMap(([k, v]) => [
    '-H',
    `${k}: ${v}`,
  ]);
  const cpuBefore = target.pid ? cpuTicks(target.pid) : 0;
  const output = execFileSync(
    'wrk',
    ['-t2', `-c${connections}`, `-d${seconds}s`, '--timeout', '10s', ...headers, target.url],
    { encoding: 'utf8' },
  );
  const requests = Number(output.match(/(\d+) requests in/)?.[1] ?? 0);
  const failed =
    Number(output.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0) +
    (output.match(/Socket errors: (.*)/)?.[1]?.match(/\d+/g) ?? []).map(Number).reduce((a, b) => a + b, 0);
  const took = Number(output.match(/requests in ([\d.]+)s/)?.[1] ?? seconds);
  // Answers that failed are not throughput: only the good ones count.
  const run: Run = { perSecond: Math.max(0, requests - failed) / took, requests, failed };
  if (target.pid && requests > 0) {
    run.cpuMsPerRequest = (((cpuTicks(target.pid) - cpuBefore) / CLOCK_TICKS) * 1000) / requests;
  }
  return run;
}

function median(runs: Run[]): Run {
  const sorted = [...runs].sort((a, b) => a.perSecond - b.perSecond);
  return sorted[Math.floor(sorted.length / 2)] as Run;
}

/** User + system CPU of a process so far, in clock ticks (/proc/<pid>/stat fields 14 and 15). */
function cpuTicks(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return Number(fields[11]) + Number(fields[12]);
}

function memoryOf(servers: Record<string, BuiltServer>): Record<string, number> {
  return Object.fromEntries(Object.entries(servers).map(([name, server]) => [name, rss(server.pid)]));
}

function rss(pid: number): number {
  const kb = Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

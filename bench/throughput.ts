// Requests per second of the demo's article and home pages under load (wrk, 50 connections, gzip):
// rendered on every request, kept by the public cache, and conditional (304); with the server's CPU
// time per request and its memory. Other servers measured in the same run, interleaved round by
// round, give ratios that hold on a shared machine: `--compare name=url` (repeatable).
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { type BuiltServer, startBuiltServer } from '../tests/helpers/built-server.ts';

type Target = { name: string; url: string; headers?: Record<string, string>; server?: BuiltServer };
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
    },
  });
  if (spawnSync('wrk', ['--version']).error) {
    console.log('Throughput: skipped, wrk is not installed (Debian: apt-get install wrk).');
    return;
  }
  const rounds = Number(values.rounds);
  const connections = Number(values.connections);
  const seconds = Number(values.seconds);

  // Two servers of the same build: one renders every request, one keeps pages. Neither sheds load:
  // every request is answered in full, however long the queue.
  const rendering = await startBuiltServer({ env: { PUBLIC_CACHE_SECONDS: '0', SHED_LOAD_AFTER_MS: '0' } });
  const keeping = await startBuiltServer({ env: { SHED_LOAD_AFTER_MS: '0' } });
  try {
    const index = await (await fetch(`${rendering.baseUrl}/api/v1/articles/public_index?per=1`)).json();
    const article = `/articles/${index.articles[0].id}`;
    const etag = (await fetch(`${keeping.baseUrl}${article}`)).headers.get('etag') ?? '';
    const targets: Target[] = [
      { name: 'article, rendered', url: `${rendering.baseUrl}${article}`, server: rendering },
      { name: 'home, rendered', url: `${rendering.baseUrl}/`, server: rendering },
      { name: 'article, kept', url: `${keeping.baseUrl}${article}`, server: keeping },
      { name: 'home, kept', url: `${keeping.baseUrl}/`, server: keeping },
      {
        name: 'article, 304',
        url: `${keeping.baseUrl}${article}`,
        headers: { 'if-none-match': etag },
        server: keeping,
      },
      ...values.compare.map((entry) => {
        const [name, url] = entry.split(/=(.*)/s);
        if (!name || !url) throw new Error(`--compare takes name=url, not ${entry}`);
        return { name, url };
      }),
    ];
    const memory = { idle: { rendering: rss(rendering.pid), keeping: rss(keeping.pid) }, loaded: {} as object };

    console.log(
      `Throughput (wrk -t2 -c${connections} -d${seconds}s, gzip; ${rounds} interleaved rounds, medians; CPU is the server's own):`,
    );
    for (const target of targets) wrk(target, connections, 2); // warm-up, discarded
    const runs = new Map<string, Run[]>(targets.map((t) => [t.name, []]));
    for (let round = 0; round < rounds; round++) {
      for (const target of targets) runs.get(target.name)?.push(wrk(target, connections, seconds));
    }
    memory.loaded = { rendering: rss(rendering.pid), keeping: rss(keeping.pid) };

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
    const ratio = (a: string, b: string) => {
      const [x, y] = [medians.get(a)?.perSecond, medians.get(b)?.perSecond];
      if (x && y) console.log(`  ${a} / ${b}: ${(x / y).toFixed(2)}×`);
    };
    // The compared servers are the targets this process did not start.
    for (const other of targets.filter((t) => !t.server).map((t) => t.name)) {
      for (const own of ['article, rendered', 'home, rendered', 'article, kept']) ratio(own, other);
    }
    console.log(
      `  server memory (RSS, MB): idle ${JSON.stringify(memory.idle)}, after load ${JSON.stringify(memory.loaded)}`,
    );
  } finally {
    await rendering.stop();
    await keeping.stop();
  }
}

function wrk(target: Target, connections: number, seconds: number): Run {
  const headers = Object.entries({ 'accept-encoding': 'gzip', ...target.headers }).flatMap(([k, v]) => [
    '-H',
    `${k}: ${v}`,
  ]);
  const cpuBefore = target.server ? cpuTicks(target.server.pid) : 0;
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
  if (target.server && requests > 0) {
    run.cpuMsPerRequest = (((cpuTicks(target.server.pid) - cpuBefore) / CLOCK_TICKS) * 1000) / requests;
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

function rss(pid: number): number {
  const kb = Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

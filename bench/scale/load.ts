// A small closed-loop load generator: N keep-alive connections, each sending its next request when
// the last answer has been read in full; latencies out. Bounded by a request count and a time budget.
import { Agent, request } from 'node:http';

export type Latency = {
  requests: number;
  errors: number;
  /** Milliseconds, nearest rank over the successful requests. */
  p50: number;
  p95: number;
  p99: number;
  max: number;
  perSecond: number;
  statuses: Record<string, number>;
};

export type Target = { path: string; method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string };

const REQUEST_TIMEOUT_MS = 180_000;

/** Sends one request on `agent` and resolves with its status once the body has been read. */
export function send(agent: Agent, baseUrl: string, target: Target): Promise<number> {
  const url = new URL(target.path, baseUrl);
  return new Promise((resolve) => {
    const req = request(
      url,
      {
        agent,
        method: target.method ?? 'GET',
        headers: { 'accept-encoding': 'gzip, br', ...target.headers },
        timeout: REQUEST_TIMEOUT_MS,
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', () => resolve(0));
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve(0));
    req.end(target.body);
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] as number;
}

/**
 * `concurrency` loops send the targets in turn until `maxRequests` have been sent or `maxSeconds`
 * have passed; requests under way then finish and count.
 */
export async function measure(options: {
  baseUrl: string;
  targets: Target[];
  concurrency: number;
  maxRequests: number;
  maxSeconds: number;
  stop?: () => boolean;
}): Promise<Latency> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.concurrency });
  const durations: number[] = [];
  const statuses: Record<string, number> = {};
  let issued = 0;
  let errors = 0;
  const started = performance.now();
  const more = () =>
    issued < options.maxRequests &&
    performance.now() - started < options.maxSeconds * 1000 &&
    !(options.stop?.() ?? false);
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (more()) {
        const target = options.targets[issued++ % options.targets.length] as Target;
        const sent = performance.now();
        const status = await send(agent, options.baseUrl, target);
        const took = performance.now() - sent;
        statuses[status] = (statuses[status] ?? 0) + 1;
        if (status >= 200 && status < 400) durations.push(took);
        else errors++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  durations.sort((a, b) => a - b);
  return {
    requests: durations.length + errors,
    errors,
    p50: percentile(durations, 50),
    p95: percentile(durations, 95),
    p99: percentile(durations, 99),
    max: durations.at(-1) ?? Number.NaN,
    perSecond: Math.round(((durations.length + errors) / seconds) * 10) / 10,
    statuses,
  };
}

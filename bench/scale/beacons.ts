// Page-view beacons against the scale server: how many a second it takes alone, and while readers
// load pages and rankings at 10 connections. Each beacon claims its own address (X-Forwarded-For;
// the app trusts the proxy header), so the per-address allowance does not hide the database writes.
import { Agent } from 'node:http';
import { type Latency, measure, send, type Target } from './load.ts';
import { sqlClient } from './sql-client.ts';

const BEACON_CONNECTIONS = 16;
const UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile Safari/604.1';
const BEACON_PATH_PREFIX = '/scale-bench/';

export type BeaconResult = { perSecond: number; sent: number; failed: number; stored: number };

async function sendBeacons(baseUrl: string, articleIds: number[], seconds: number, run: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: BEACON_CONNECTIONS });
  let sent = 0;
  let failed = 0;
  let n = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: BEACON_CONNECTIONS }, async () => {
      while (performance.now() - started < seconds * 1000) {
        const i = n++;
        const articleId = articleIds[i % articleIds.length] as number;
        const target: Target = {
          path: '/api/v1/analytics/page_views',
          method: 'POST',
          headers: {
            'content-type': 'text/plain;charset=UTF-8',
            'user-agent': UA,
            'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
          },
          body: JSON.stringify({ path: `${BEACON_PATH_PREFIX}${run}/${articleId}`, article_id: articleId }),
        };
        if ((await send(agent, baseUrl, target)) === 204) sent++;
        else failed++;
      }
    }),
  );
  agent.destroy();
  return { sent, failed, seconds: (performance.now() - started) / 1000 };
}

async function countStored(databaseUrl: string, run: string): Promise<number> {
  // The server writes its buffer every second: wait for the last batch.
  await new Promise((r) => setTimeout(r, 2500));
  const db = await sqlClient(databaseUrl);
  try {
    const [row] = await db.query<{ n: number }>(`select count(*)::int as n from page_views where path like $1`, [
      `${BEACON_PATH_PREFIX}${run}/%`,
    ]);
    return row?.n ?? 0;
  } finally {
    await db.end();
  }
}

export async function beaconsAlone(options: {
  baseUrl: string;
  databaseUrl: string;
  articleIds: number[];
  seconds: number;
}): Promise<BeaconResult> {
  const run = `alone-${Date.now()}`;
  const result = await sendBeacons(options.baseUrl, options.articleIds, options.seconds, run);
  return {
    perSecond: Math.round(result.sent / result.seconds),
    sent: result.sent,
    failed: result.failed,
    stored: await countStored(options.databaseUrl, run),
  };
}

/** Beacons at full speed while `reads` are requested at 10 connections for the same time. */
export async function beaconsWithReads(options: {
  baseUrl: string;
  databaseUrl: string;
  articleIds: number[];
  seconds: number;
  reads: Target[];
}): Promise<BeaconResult & { reads: Latency }> {
  const run = `reads-${Date.now()}`;
  const [beacons, reads] = await Promise.all([
    sendBeacons(options.baseUrl, options.articleIds, options.seconds, run),
    measure({
      baseUrl: options.baseUrl,
      targets: options.reads,
      concurrency: 10,
      maxRequests: Number.POSITIVE_INFINITY,
      maxSeconds: options.seconds,
    }),
  ]);
  return {
    perSecond: Math.round(beacons.sent / beacons.seconds),
    sent: beacons.sent,
    failed: beacons.failed,
    stored: await countStored(options.databaseUrl, run),
    reads,
  };
}

// Sustained page-view beacons per second on one process: HTTP in, batched INSERTs out.
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { pageViews } from '../server/db/schema/analytics.ts';
import { build } from '../tests/helpers/app.ts';
import type { DatabaseKind } from '../tests/helpers/databases.ts';

const DURATION_MS = 5000;
const CONCURRENCY = 32;
const UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/140 Safari/537.36';

/** A distinct reader per beacon (documentation range 198.18.0.0/15), as a proxy in front would forward. */
const readerAddress = (n: number) => `198.18.${(n >> 8) & 255}.${n & 255}`;

export async function benchBeacons(kind: DatabaseKind) {
  // Readers arrive through a trusted proxy on loopback, so per-reader limits see many readers.
  const t = await build(kind, { env: { TRUST_PROXY: '127.0.0.1' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const body = JSON.stringify({ path: '/bench', referrer_host: 'www.google.com' });

  let readers = 0;
  const send = () =>
    new Promise<number>((resolve, reject) => {
      const req = request(
        { port, host: '127.0.0.1', method: 'POST', path: '/api/v1/analytics/page_views', agent },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.setHeader('content-type', 'text/plain;charset=UTF-8');
      req.setHeader('user-agent', UA);
      req.setHeader('x-forwarded-for', readerAddress(readers++ % 65_536));
      req.on('error', reject);
      req.end(body);
    });

  let sent = 0;
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() - started < DURATION_MS) {
        if ((await send()) === 204) sent++;
        else failed++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await t.app.analytics.buffer.flush();
  const stored = (await t.deps.db.select({ id: pageViews.id }).from(pageViews).where(eq(pageViews.path, '/bench')))
    .length;
  agent.destroy();
  await t.close();
  return { database: kind, beaconsPerSecond: Math.round(sent / seconds), sent, failed, stored };
}

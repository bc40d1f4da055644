// The shipped nginx configuration (deploy/nginx/salvia.conf) under more misses than the instances
// take: each instance gets at most max_conns requests at once, and nginx refuses the rest itself with
// the app's 503, Retry-After and Japanese page, instead of queueing them. The instances here are
// plain HTTP servers that hold every request until told to answer, so what reaches them is counted
// exactly. Skips where nginx is not installed.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OVERLOADED_MESSAGE, RETRY_AFTER_SECONDS } from '../../server/plugins/external/under-pressure.ts';
import { freePort } from '../helpers/built-server.ts';
import { type Answer, send } from '../helpers/loopback-client.ts';
import { maxConnsPerInstance, NGINX_PATH, type Nginx, nginxInstalled, startNginx } from '../helpers/nginx.ts';

if (!nginxInstalled()) console.warn(`Skipping the proxy overload tests: no nginx at ${NGINX_PATH}`);

type HeldInstance = { port: number; held: ServerResponse[]; arrived: () => number; close: () => Promise<void> };

/** An instance that answers nothing until its held responses are ended by the test. */
async function heldInstance(): Promise<HeldInstance> {
  const held: ServerResponse[] = [];
  let arrived = 0;
  const server: Server = createServer((_request: IncomingMessage, response: ServerResponse) => {
    arrived += 1;
    held.push(response);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port,
    held,
    arrived: () => arrived,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const answerAll = (instance: HeldInstance) => {
  for (const response of instance.held.splice(0)) {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-store' });
    response.end('<p>ページ</p>');
  }
};

async function until(condition: () => boolean, what: string) {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  if (!condition()) throw new Error(`timed out waiting for ${what}`);
}

describe.skipIf(!nginxInstalled())('nginx in front, more misses than the instances take', () => {
  let instances: HeldInstance[];
  let nginx: Nginx;
  const limit = maxConnsPerInstance();

  beforeAll(async () => {
    instances = [await heldInstance(), await heldInstance()];
    nginx = await startNginx({ port: await freePort(), upstreams: instances.map((i) => i.port) });
  });
  afterAll(async () => {
    await nginx?.stop();
    for (const instance of instances ?? []) await instance.close();
  });

  it('lets max_conns requests reach each instance and refuses the rest at once with 503 and Retry-After', async () => {
    const taken = limit * instances.length;
    const extra = 5;
    // Distinct pages, so no request waits on another's render at the proxy (proxy_cache_lock).
    const first = Array.from({ length: taken }, (_, i) => send(`${nginx.baseUrl}/articles/${i + 1}`));
    await until(() => instances.every((i) => i.arrived() === limit), 'every instance to be full');

    const refused: Answer[] = await Promise.all(
      Array.from({ length: extra }, (_, i) => send(`${nginx.baseUrl}/articles/${taken + i + 1}?fbclid=x${i}`)),
    );
    // They were answered while every instance still held its requests: none of them waited for a slot.
    expect(instances.map((i) => i.arrived())).toEqual([limit, limit]);
    for (const answer of refused) {
      expect(answer.status).toBe(503);
      expect(answer.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.text).toContain(OVERLOADED_MESSAGE);
    }

    for (const instance of instances) answerAll(instance);
    const served = await Promise.all(first);
    expect(served.map((answer) => answer.status)).toEqual(Array(taken).fill(200));

    // With the instances free again, the next reader is served.
    const next = send(`${nginx.baseUrl}/articles/999`);
    await until(() => instances.some((i) => i.held.length > 0), 'the next request to arrive');
    for (const instance of instances) answerAll(instance);
    expect((await next).status).toBe(200);
  });
});

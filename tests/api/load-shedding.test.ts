// Overload: once the event loop lags past SHED_LOAD_AFTER_MS, requests get a quick 503 with
// Retry-After instead of queueing behind the backlog; the health check still answers.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { OVERLOADED_MESSAGE, RETRY_AFTER_SECONDS } from '../../server/plugins/external/under-pressure.ts';
import { build, type TestApp } from '../helpers/app.ts';

/** Holds the event loop the way a burst of heavy renders would. */
function blockEventLoop(ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {}
}

describe('load shedding', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await build('pglite', { env: { SHED_LOAD_AFTER_MS: '200' } });
  });
  afterAll(() => t?.close());

  it('answers 503 with Retry-After and a Japanese message while the loop lags, and serves again after', async () => {
    expect((await t.app.inject('/api/v1/categories/selection')).statusCode).toBe(200);
    // The lag is sampled about once a second: block long enough to be seen, then wait for a sample.
    const shed = await vi.waitFor(
      async () => {
        blockEventLoop(1200);
        await new Promise((resolve) => setTimeout(resolve, 50));
        const res = await t.app.inject('/api/v1/categories/selection');
        if (res.statusCode !== 503) throw new Error(`still ${res.statusCode}`);
        return res;
      },
      { timeout: 15_000, interval: 100 },
    );
    expect(shed.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(shed.json()).toEqual({ message: OVERLOADED_MESSAGE });
    expect((await t.app.inject('/healthz')).statusCode).toBe(200);
    await vi.waitFor(
      async () => {
        const res = await t.app.inject('/api/v1/categories/selection');
        if (res.statusCode !== 200) throw new Error(`still ${res.statusCode}`);
      },
      { timeout: 15_000, interval: 200 },
    );
  });
});

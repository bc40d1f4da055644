// The rate-limit store behind route-level `rateLimit` configs and the app's own limits
// (../rate-limits.ts): in process, or in Redis when REDIS_URL is set so every instance shares counts
// (in process again while Redis does not answer: rate-limit-store.ts).
import fastifyRateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { redisWithFallbackStore } from './rate-limit-store.ts';

export default fp(
  async (app) => {
    const { config, redis, log } = app.deps;
    // Counts start where they are shared: the first requests after a start wait for the connection
    // (a second at most, then the process counts until Redis is there).
    if (redis) await connected(redis, 1000);
    await app.register(fastifyRateLimit, {
      // Only routes that ask for a limit get one.
      global: false,
      // preHandler, so limits may key on the parsed body.
      hook: 'preHandler',
      ...(redis && {
        store: redisWithFallbackStore({ redis, nameSpace: `${config.redisKeyPrefix}rate-limit-`, log }) as never,
      }),
    });
  },
  { name: 'rate-limit', dependencies: ['deps'] },
);

function connected(redis: Redis, timeoutMs: number): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    redis.once('ready', done);
  });
}

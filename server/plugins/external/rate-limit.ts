// The rate-limit store behind route-level `rateLimit` configs and the app's own limits
// (../rate-limits.ts): in process, or in Redis when REDIS_URL is set so every instance shares counts.
import fastifyRateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    const { config, redis } = app.deps;
    await app.register(fastifyRateLimit, {
      // Only routes that ask for a limit get one.
      global: false,
      // preHandler, so limits may key on the parsed body.
      hook: 'preHandler',
      redis,
      nameSpace: `${config.redisKeyPrefix}rate-limit-`,
    });
  },
  { name: 'rate-limit', dependencies: ['deps'] },
);

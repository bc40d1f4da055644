// Limits that the route-level `rateLimit` config cannot express: per target account (whatever
// the address) and per client address across accounts, counting either every attempt or only
// failed ones. Counts live in the rate-limit store, so with REDIS_URL every instance shares them.
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

export type Limit = {
  /** Names the counter; routes sharing a name share the count (e.g. a reset by link or by code). */
  name: string;
  /** `account`: the address in the (validated) body; `client`: the caller's IP (IPv6 by /64). */
  by: 'account' | 'client';
  max: number;
  timeWindow: string;
  /**
   * `attempts` counts every request; `failures` gives back each one that succeeded, so a writer
   * who signs in often never meets a limit meant for guessing.
   */
  count: 'attempts' | 'failures';
};

type LimitHooks = {
  preHandler: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  onResponse: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
};

type CounterOptions = NonNullable<Parameters<FastifyInstance['createRateLimit']>[0]> & { cache: number };

// The counters never refuse on their own: each limit is applied to their difference below.
const UNCAPPED = Number.MAX_SAFE_INTEGER;
// Room for many distinct keys in the in-process store, so a flood of made-up addresses cannot
// push a real account's count out of it within one window.
const LOCAL_KEYS = 100_000;

function keyOf(request: FastifyRequest, by: Limit['by']): string {
  if (by === 'client') return normalizeIP(request.ip);
  return String((request.body as { email?: unknown } | null)?.email ?? '');
}

/**
 * Route hooks for these limits. Every attempt is counted before it runs, so attempts sent in
 * parallel cannot all pass a count that only failures raise; successes are counted apart and
 * subtracted.
 */
export function rateLimits(app: FastifyInstance, limits: Limit[]): LimitHooks {
  const counters = limits.map((limit) => {
    const counter = (kind: string) => {
      // `cache` (the in-process store's size) is honoured here though the types leave it out.
      const options: CounterOptions = {
        max: UNCAPPED,
        timeWindow: limit.timeWindow,
        cache: LOCAL_KEYS,
        keyGenerator: (request) => `${limit.name}:${limit.by}:${kind}:${keyOf(request, limit.by)}`,
      };
      return app.createRateLimit(options);
    };
    return { limit, attempts: counter('attempts'), successes: counter('successes') };
  });
  const countOf = (result: Awaited<ReturnType<(typeof counters)[number]['attempts']>>) =>
    result.isAllowed ? 0 : result.max - result.remaining;

  return {
    async preHandler(request, reply) {
      for (const { limit, attempts, successes } of counters) {
        const attempt = await attempts(request);
        let used = countOf(attempt);
        if (limit.count === 'failures' && used > limit.max) {
          used -= countOf(await successes(request, { increment: false }));
        }
        if (used <= limit.max) continue;
        if (!attempt.isAllowed) reply.header('retry-after', attempt.ttlInSeconds);
        throw new AppError('rate_limited', 'リクエストが多すぎます。しばらく待ってからお試しください');
      }
    },
    async onResponse(request, reply) {
      if (reply.statusCode >= 400) return;
      for (const { limit, successes } of counters) if (limit.count === 'failures') await successes(request);
    },
  };
}

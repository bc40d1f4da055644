// Limits that the route-level `rateLimit` config cannot express: per target account (whatever
// the address) and per client address across accounts, counting either every attempt or only
// failed ones. Counts live in the rate-limit store, so with REDIS_URL every instance shares them.
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

export type Limit = {
  /** Names the counter; routes sharing a name share the count (e.g. a reset by link or by code). */
  name: string;
  /**
   * `account`: the address in the (validated) body; `client`: the caller's IP (IPv6 by /64);
   * `client-and-account`: both together; `device-and-account`: a device proven for the account
   * (see `provenDevice` below) together with the account.
   */
  by: 'account' | 'client' | 'client-and-account' | 'device-and-account';
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

type DeviceOf = (request: FastifyRequest) => string | undefined;

function accountOf(request: FastifyRequest): string {
  return String((request.body as { email?: unknown } | null)?.email ?? '');
}

function keyOf(request: FastifyRequest, by: Limit['by'], deviceOf: DeviceOf): string {
  switch (by) {
    case 'client':
      return normalizeIP(request.ip);
    case 'account':
      return accountOf(request);
    case 'client-and-account':
      return `${normalizeIP(request.ip)}|${accountOf(request)}`;
    case 'device-and-account':
      return `${deviceOf(request)}|${accountOf(request)}`;
  }
}

/**
 * Route hooks for these limits. Every attempt is counted before it runs, so attempts sent in
 * parallel cannot all pass a count that only failures raise; successes are counted apart and
 * subtracted.
 *
 * With `provenDevice`, a request from a device proven for its account meets only the
 * `device-and-account` limits, and every other request only the others: the owner's own browser
 * is counted by itself, not with the strangers guessing at the account or sharing its address.
 */
export function rateLimits(
  app: FastifyInstance,
  limits: Limit[],
  options: { provenDevice?: DeviceOf } = {},
): LimitHooks {
  const deviceOf: DeviceOf = options.provenDevice ?? (() => undefined);
  const appliesTo = (limit: Limit, request: FastifyRequest) =>
    !options.provenDevice || (limit.by === 'device-and-account') === (deviceOf(request) !== undefined);
  const counters = limits.map((limit) => {
    const counter = (kind: string) => {
      // `cache` (the in-process store's size) is honoured here though the types leave it out.
      const options: CounterOptions = {
        max: UNCAPPED,
        timeWindow: limit.timeWindow,
        cache: LOCAL_KEYS,
        keyGenerator: (request) => `${limit.name}:${limit.by}:${kind}:${keyOf(request, limit.by, deviceOf)}`,
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
        if (!appliesTo(limit, request)) continue;
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
      for (const { limit, successes } of counters) {
        if (limit.count === 'failures' && appliesTo(limit, request)) await successes(request);
      }
    },
  };
}

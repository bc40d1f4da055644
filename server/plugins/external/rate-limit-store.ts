// The rate-limit store with REDIS_URL: counts in Redis, shared by every instance, and in this process
// whenever Redis cannot answer at once (down, unreachable, slow), so a Redis outage never turns
// sign-ins, the contact form or beacons away. Back in Redis as soon as the client is connected again.
import { createRequire } from 'node:module';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result: Result | null) => void;
type RouteOptions = {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  cache?: number;
  [key: string]: unknown;
};
type Store = {
  incr(key: string, callback: Callback, timeWindow: number, max: number): void;
  read(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(routeOptions: RouteOptions): Store;
};

// The plugin's own two stores, which it exports only by path.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => Store;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => Store;

/** Says once when counting leaves Redis and once when it is back, however many requests pass meanwhile. */
function outageLog(log: Logger) {
  let away = false;
  return {
    failed(error: Error | undefined) {
      if (away) return;
      away = true;
      log.warn({ err: error }, 'rate limits: Redis does not answer; counting in this process until it is back');
    },
    answered() {
      if (!away) return;
      away = false;
      log.info('rate limits: counting in Redis again');
    },
  };
}

class FallbackStore implements Store {
  private readonly redis: Redis;
  private readonly shared: Store;
  private readonly local: Store;
  private readonly outage: ReturnType<typeof outageLog>;

  constructor(redis: Redis, shared: Store, local: Store, outage: ReturnType<typeof outageLog>) {
    this.redis = redis;
    this.shared = shared;
    this.local = local;
    this.outage = outage;
  }

  private run(method: 'incr' | 'read', key: string, callback: Callback, timeWindow: number, max: number) {
    // Not connected: no command is even sent (the client keeps no offline queue).
    if (this.redis.status !== 'ready') {
      this.outage.failed(undefined);
      return this.local[method](key, callback, timeWindow, max);
    }
    this.shared[method](
      key,
      (error, result) => {
        if (!error) {
          this.outage.answered();
          return callback(null, result);
        }
        this.outage.failed(error);
        this.local[method](key, callback, timeWindow, max);
      },
      timeWindow,
      max,
    );
  }

  incr(key: string, callback: Callback, timeWindow: number, max: number) {
    this.run('incr', key, callback, timeWindow, max);
  }

  read(key: string, callback: Callback, timeWindow: number, max: number) {
    this.run('read', key, callback, timeWindow, max);
  }

  child(routeOptions: RouteOptions): Store {
    return new FallbackStore(this.redis, this.shared.child(routeOptions), this.local.child(routeOptions), this.outage);
  }
}

/** The `store` option of @fastify/rate-limit: a class it makes one instance of, with its global settings. */
export function redisWithFallbackStore(options: { redis: Redis; nameSpace: string; log: Logger }) {
  const outage = outageLog(options.log);
  return class extends FallbackStore {
    constructor(globalParams: { continueExceeding: boolean; exponentialBackoff: boolean }) {
      const { continueExceeding, exponentialBackoff } = globalParams;
      super(
        options.redis,
        new RedisStore(continueExceeding, exponentialBackoff, options.redis, options.nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff),
        outage,
      );
    }
  };
}

// What every service needs from the running process, built once at boot and handed down.
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { createPublicCache, type PublicCache } from './cache/public-cache.ts';
import { createRedisLayer } from './cache/redis-layer.ts';
import type { Config } from './config.ts';
import type { Database, DatabaseHandle, PoolStats } from './db/client.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { type JapaneseDictionary, japaneseDictionary } from './services/search/japanese-dictionary.ts';
import { createStorage, type MediaStorage } from './storage/storage.ts';

export type Deps = {
  db: Database;
  config: Config;
  log: Logger;
  mailer: Mailer;
  storage: MediaStorage;
  /** Rendered public pages and rankings, dropped when public content changes. */
  publicCache: PublicCache;
  /** With REDIS_URL: what instances share (rate-limit counts, the public cache). */
  redis: Redis | undefined;
  /** Readings and words of Japanese text (a dictionary in a process of its own, started when asked). */
  dictionary: JapaneseDictionary;
  /** True while the database answers. */
  ping(): Promise<boolean>;
  /** With DATABASE_URL: the connection pool's use, for /metrics. */
  poolStats: (() => PoolStats) | undefined;
};

export function createDeps(config: Config, database: DatabaseHandle, log: Logger): Deps {
  const redis = config.redisUrl ? connectRedis(config.redisUrl, log) : undefined;
  const shared = redis
    ? (onChanged: () => void) =>
        createRedisLayer({
          redis,
          prefix: `${config.redisKeyPrefix}public-cache:`,
          ttlMs: config.publicCacheSeconds * 1000,
          log,
          onChanged,
        })
    : undefined;
  return {
    db: database.db,
    config,
    log,
    mailer: createMailer(config, log),
    storage: createStorage(config),
    publicCache: createPublicCache(config.publicCacheSeconds, { keepPages: config.keepPages, shared }),
    redis,
    dictionary: japaneseDictionary,
    ping: database.ping,
    poolStats: database.poolStats,
  };
}

/**
 * Redis is a help, never a dependency: a command fails at once while it is not connected (no
 * offline queue) and within half a second when it hangs, so whoever asked falls back to the
 * process (rate limits, the public cache); the client keeps reconnecting in the background.
 */
function connectRedis(url: string, log: Logger): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    commandTimeout: 500,
    connectTimeout: 1000,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  // Every failed command is reported by its caller; a connection lost is worth one line each time.
  let connected = false;
  redis.on('ready', () => {
    connected = true;
  });
  redis.on('error', (error) => {
    if (!connected) return;
    connected = false;
    log.warn({ err: error }, 'Redis connection lost; reconnecting in the background');
  });
  return redis;
}

/** Lets go of Redis: politely when it answers, at once when it cannot (quit() would wait for it). */
export async function closeRedis(redis: Redis | undefined) {
  if (redis?.status === 'ready') await redis.quit().catch(() => redis.disconnect());
  else redis?.disconnect();
}

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
  /** Readings and words of Japanese text (a dictionary in a worker thread, started when asked). */
  dictionary: JapaneseDictionary;
  /** True while the database answers. */
  ping(): Promise<boolean>;
  /** With DATABASE_URL: the connection pool's use, for /metrics. */
  poolStats: (() => PoolStats) | undefined;
};

export function createDeps(config: Config, database: DatabaseHandle, log: Logger): Deps {
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000 })
    : undefined;
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

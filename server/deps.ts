// What every service needs from the running process, built once at boot and handed down.
import type { Logger } from 'pino';
import { createPublicCache, type PublicCache } from './cache/public-cache.ts';
import type { Config } from './config.ts';
import type { Database, DatabaseHandle } from './db/client.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { createStorage, type MediaStorage } from './storage/storage.ts';

export type Deps = {
  db: Database;
  config: Config;
  log: Logger;
  mailer: Mailer;
  storage: MediaStorage;
  /** Rendered public pages and rankings, dropped when public content changes. */
  publicCache: PublicCache;
  /** True while the database answers. */
  ping(): Promise<boolean>;
};

export function createDeps(config: Config, database: DatabaseHandle, log: Logger): Deps {
  return {
    db: database.db,
    config,
    log,
    mailer: createMailer(config, log),
    storage: createStorage(config),
    publicCache: createPublicCache(config.publicCacheSeconds),
    ping: database.ping,
  };
}

// What every service needs from the running process, built once at boot and handed down.
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Mailer } from './mail/mailer.ts';
import type { MediaStorage } from './storage/storage.ts';

export type Deps = {
  db: Database;
  config: Config;
  log: Logger;
  mailer: Mailer;
  storage: MediaStorage;
  /** True while the database answers. */
  ping(): Promise<boolean>;
};

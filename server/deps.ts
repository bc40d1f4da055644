// What every service needs from the running process, built once at boot and handed down.
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';

export type Deps = {
  db: Database;
  config: Config;
  log: Logger;
  /** True while the database answers. */
  ping(): Promise<boolean>;
};

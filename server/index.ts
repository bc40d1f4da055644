// Boots the one process: config → DATA_DIR lock (embedded) → database → migrations → demo content → listen;
// drains on SIGTERM.
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import pino, { type Logger } from 'pino';
import type { ServerBuild } from 'react-router';
import { type AppOptions, buildApp } from './app.ts';
import { DataDirBusyError, lockDataDir } from './backup/data-dir-lock.ts';
import { buildDir } from './build-stamp.ts';
import { type Config, ConfigError, listeningOrigin, loadConfig } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { prepareSchema, SchemaBehindError } from './db/prepare-schema.ts';
import { isDatabaseEmpty, seedDemoContent } from './demo/seed-demo-content.ts';
import { createDeps } from './deps.ts';

/** Where pages come from: the production build in `build/` (`npm start`) or Vite (`npm run dev`, dev.ts). */
export type Pages = Pick<AppOptions, 'ssrBuild' | 'clientDir' | 'vite'>;

export async function builtPages(): Promise<Pages> {
  const ssrBuild = (await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href)) as ServerBuild;
  return { ssrBuild, clientDir: path.join(buildDir, 'client') };
}

export function serve(pages: () => Promise<Pages>) {
  main(pages).catch((error) => {
    if (error instanceof ConfigError || error instanceof DataDirBusyError || error instanceof SchemaBehindError)
      console.error(error.message);
    else console.error(error);
    process.exit(1);
  });
}

async function main(pages: () => Promise<Pages>) {
  const config = loadConfig();
  const log = pino({ level: config.logLevel });
  const salvia = await startSalvia(config, log, await pages());

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    await salvia.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

/** Where the site's links point, and where it listens when that is elsewhere (behind a proxy, or PORT=0). */
function upMessage(config: Config, app: FastifyInstance): string {
  const listening = listeningOrigin(config.host, (app.server.address() as AddressInfo).port);
  const up = `Salvia is up on ${config.siteUrl}`;
  return listening === config.siteUrl ? up : `${up} (listening on ${listening})`;
}

type RunningSalvia = { app: FastifyInstance; kind: DatabaseHandle['kind']; close(): Promise<void> };

/**
 * Everything from the database to a listening server, announced with the address it answers on;
 * `close()` drains it and lets go of DATA_DIR.
 */
export async function startSalvia(config: Config, log: Logger, pages: Pages): Promise<RunningSalvia> {
  const started = performance.now();
  // The embedded database belongs to one process; its lock is also how `npm run backup` reaches it.
  const lock = config.databaseUrl ? undefined : await lockDataDir(config.dataDir);
  let opened: DatabaseHandle | undefined;
  try {
    const database = await openDatabase({
      url: config.databaseUrl,
      dir: path.join(config.dataDir, 'db'),
      onIdleError: (error) => log.warn({ err: error }, 'an idle database connection failed; the pool replaces it'),
    });
    opened = database;
    const schema = await prepareSchema(database, { migrate: config.migrateOnStart });
    if (schema.ahead) log.info('the database was migrated by a newer release; running on its expanded schema');
    if (lock && database.dumpDataDir) lock.serveSnapshots(database.dumpDataDir);
    const deps = createDeps(config, database, log);

    if (config.seedDemo && (await isDatabaseEmpty(deps.db))) {
      log.info('empty embedded database: loading demo content');
      await seedDemoContent(deps);
    }

    const app = await buildApp(deps, pages);
    await app.listen({ port: config.port, host: config.host });
    log.info({ ms: Math.round(performance.now() - started), db: database.kind }, upMessage(config, app));
    return {
      app,
      kind: database.kind,
      async close() {
        await app.close(); // stops accepting, waits for in-flight requests, runs onClose hooks
        await database.close();
        await lock?.release();
      },
    };
  } catch (error) {
    await opened?.close();
    await lock?.release();
    throw error;
  }
}

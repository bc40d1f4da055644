// Boots the one process: config → database → migrations → demo content → listen; drains on SIGTERM.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pino from 'pino';
import type { ServerBuild } from 'react-router';
import { type AppOptions, buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { isDatabaseEmpty, seedDemoContent } from './demo/seed-demo-content.ts';
import { createDeps } from './deps.ts';

const buildDir = path.resolve(import.meta.dirname, '../build');

/** Where pages come from: the production build in `build/` (`npm start`) or Vite (`npm run dev`, dev.ts). */
export type Pages = Pick<AppOptions, 'ssrBuild' | 'clientDir' | 'vite'>;

export async function builtPages(): Promise<Pages> {
  const ssrBuild = (await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href)) as ServerBuild;
  return { ssrBuild, clientDir: path.join(buildDir, 'client') };
}

export function serve(pages: () => Promise<Pages>) {
  main(pages).catch((error) => {
    if (error instanceof ConfigError) console.error(error.message);
    else console.error(error);
    process.exit(1);
  });
}

async function main(pages: () => Promise<Pages>) {
  const started = performance.now();
  const config = loadConfig();
  const log = pino({ level: config.logLevel });
  const database = await openDatabase({
    url: config.databaseUrl,
    dir: path.join(config.dataDir, 'db'),
    onIdleError: (error) => log.warn({ err: error }, 'an idle database connection failed; the pool replaces it'),
  });
  await database.migrate();
  const deps = createDeps(config, database, log);

  if (config.seedDemo && (await isDatabaseEmpty(deps.db))) {
    log.info('empty embedded database: loading demo content');
    await seedDemoContent(deps);
  }

  const app = await buildApp(deps, await pages());
  await app.listen({ port: config.port, host: config.host });
  log.info({ ms: Math.round(performance.now() - started), db: database.kind }, `Salvia is up on ${config.siteUrl}`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    await app.close(); // stops accepting, waits for in-flight requests, runs onClose hooks
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

// build(): the real Fastify app on a fresh test database, closed again by `close()`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import type { ServerBuild } from 'react-router';
import { type AppOptions, buildApp } from '../../server/app.ts';
import { type Config, parseConfig } from '../../server/config.ts';
import { createDeps, type Deps } from '../../server/deps.ts';
import { type DatabaseKind, openTestDatabase } from './databases.ts';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256!';

function testConfig(overrides: Record<string, string> = {}): Config {
  return parseConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'salvia-test-')),
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'silent',
    // Tests read what they just wrote; the cache has its own tests (public-cache.test.ts).
    PUBLIC_CACHE_SECONDS: '0',
    // A busy test machine must not turn requests away; load shedding has its own test.
    SHED_LOAD_AFTER_MS: '0',
    // Readings are filled where a test needs them (fillSearchReadings), never behind its back.
    SEARCH_READINGS: 'off',
    // Stored bodies are rendered again where a test asks (renderStoredBodies).
    STORED_BODIES: 'off',
    // Scheduled updates go live where a test runs the job (applyDueUpdates) with its own clock.
    SCHEDULED_UPDATES: 'off',
    ...overrides,
  });
}

export type TestApp = { app: FastifyInstance; deps: Deps; close(): Promise<void> };

/**
 * `env` adds settings (e.g. SMTP_URL); `overrides` swaps whole dependencies; `ssrBuild` serves pages
 * too; `sitemaps` shrinks sitemap files or their cache time; `freshDatabase` asks for a database no
 * earlier test wrote to (see openTestDatabase).
 */
export async function build(
  kind: DatabaseKind,
  options: {
    env?: Record<string, string>;
    overrides?: Partial<Deps>;
    ssrBuild?: ServerBuild;
    sitemaps?: AppOptions['sitemaps'];
    freshDatabase?: boolean;
  } = {},
): Promise<TestApp> {
  const { env = {}, overrides = {}, ssrBuild, sitemaps, freshDatabase } = options;
  const database = await openTestDatabase(kind, { fresh: freshDatabase });
  const config = testConfig(env);
  const log = pino({ level: 'silent' });
  const deps: Deps = { ...createDeps(config, database, log), ...overrides };
  const app = await buildApp(deps, { ssrBuild, sitemaps });
  await app.ready();
  return {
    app,
    deps,
    async close() {
      await app.close();
      await database.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

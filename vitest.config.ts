import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

// Node keeps the code it compiled for the workers and the processes tests start (the CLIs, the built
// server) and reuses it in the next run: ~1.5 s less for unit + API.
process.env.NODE_COMPILE_CACHE ??= path.join(tmpdir(), 'salvia-node-compile-cache');

// Unit and API tests share one module graph per worker (`isolate: false`): loading the server's
// modules once instead of once per file halves the run. Files that mock a module need their own graph.
const unitAndApi = {
  include: ['{server,contract,app,tests/api}/**/*.test.{ts,tsx}'],
  globalSetup: ['tests/migrate-once.ts'],
  // Generous: a timeout only catches a hang, and a slow machine can take three times as long as a
  // fast one.
  testTimeout: 60_000,
  hookTimeout: 180_000,
  pool: 'forks' as const,
};
const mocksModules = ['tests/api/password-reset.test.ts'];
// A file's tests marked concurrent run two at a time: one per core. A page may take seconds to show
// what a test waits for while other tests hold the cores, so polls wait 10 s, not 1 s.
const e2e = {
  testTimeout: 180_000,
  hookTimeout: 180_000,
  pool: 'forks' as const,
  maxConcurrency: 2,
  expect: { poll: { timeout: 10_000 } },
};
const ownServers = ['tests/e2e/scale-out.test.ts', 'tests/e2e/wordpress-import.test.ts'];

export default defineConfig({
  test: {
    // Tests wait on PostgreSQL, Redis and sockets as much as they compute: one worker more than the
    // two cores keeps both busy (1 worker: 303 s for unit+api, 3 workers: 222 s).
    maxWorkers: 3,
    projects: [
      { test: { ...unitAndApi, name: 'unit+api', exclude: mocksModules, isolate: false } },
      { test: { ...unitAndApi, name: 'unit+api:isolated', include: mocksModules } },
      {
        // The built server, started once with demo content, driven over HTTP and in Chromium. Two
        // files at a time: the journeys make their own articles, tags and accounts, so they can share
        // the server, and one file alone leaves a core partly idle while it waits on page loads.
        // It runs after the other projects (its own group, for its own worker count). Run beside
        // them on two cores, the unit and API files took seven times as long and page waits timed out.
        test: {
          ...e2e,
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          exclude: ownServers,
          globalSetup: ['tests/e2e/global-setup.ts'],
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      // Files that start servers of their own run beside the shared server's files, not among them.
      { test: { ...e2e, name: 'e2e:own-servers', include: ownServers } },
    ],
  },
});

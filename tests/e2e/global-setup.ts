// Starts `npm start` exactly as a newcomer would (build when stale, migrate, seed) on a free port
// and a fresh DATA_DIR, and hands its URL to the e2e tests.
import { mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startBuiltServer } from '../helpers/built-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
  }
}

export default async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, '../..');
  mkdirSync(path.join(root, 'test-results'), { recursive: true });
  // The server's own log (info and up), to read when something goes wrong.
  const log = openSync(path.join(root, 'test-results/server.log'), 'w');
  const server = await startBuiltServer({
    // No load shedding: the server shares two cores with two Chromiums, which can starve it for
    // seconds, and a test would read the 503 as the page failing (load-shedding.test.ts tests it).
    // Pictures pasted in the editor are fetched from test sites on this machine.
    env: { LOG_LEVEL: 'info', SHED_LOAD_AFTER_MS: '0', MEDIA_IMPORT_ALLOWED_ADDRESSES: '127.0.0.1' },
    output: log,
    onUnexpectedExit: (code, signal) =>
      console.error(`The e2e server exited early (code ${code}, signal ${signal}); see test-results/server.log`),
  });
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);
  return () => server.stop();
}

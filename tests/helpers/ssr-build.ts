// The React Router server build for API tests that render pages: the release in build/, built first
// when the sources changed since (a fresh clone has none), as `npm start` would.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { buildDir, buildIfStale } from '../../server/build-stamp.ts';

let shared: Promise<ServerBuild> | undefined;

/**
 * One build for the whole run, loaded once per test worker (which runs many files: isolate: false).
 * The first worker to need it builds it (~6 s) while the others wait; the e2e setup then finds it
 * current. Compiling the app in each worker instead cost ~10 s a worker.
 */
export function loadSsrBuild(): Promise<ServerBuild> {
  shared ??= buildIfStale('pipe').then(
    () => import(pathToFileURL(path.join(buildDir, 'server/index.js')).href) as Promise<ServerBuild>,
  );
  return shared;
}

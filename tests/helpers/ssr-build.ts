// The React Router server build for API tests that render pages: the release in build/, built first
// when the sources changed since (a fresh clone has none), as `npm start` would.
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { buildDir, buildIfStale } from '../../server/build-stamp.ts';

let shared: Promise<ServerBuild> | undefined;

/** Workers build in turn: a lock folder, made atomically, held while one of them builds. */
const LOCK = path.join(buildDir, '../.react-router/test-build.lock');
/** A lock older than this was left by a worker that died holding it. */
const STALE_LOCK_MS = 180_000;

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  await mkdir(path.dirname(LOCK), { recursive: true });
  for (;;) {
    try {
      await mkdir(LOCK);
      break;
    } catch {
      const since = await stat(LOCK).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      );
      if (since > STALE_LOCK_MS) await rm(LOCK, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await work();
  } finally {
    await rm(LOCK, { recursive: true, force: true });
  }
}

/**
 * One build for the whole run, loaded once per test worker (which runs many files: isolate: false).
 * The first worker to need it builds it (~9 s) while the others wait; the e2e setup then finds it
 * current. Compiling the app in each worker instead cost ~10 s a worker.
 */
export function loadSsrBuild(): Promise<ServerBuild> {
  shared ??= inTurn(() => buildIfStale('pipe')).then(
    () => import(pathToFileURL(path.join(buildDir, 'server/index.js')).href) as Promise<ServerBuild>,
  );
  return shared;
}

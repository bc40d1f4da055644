// The React Router server build for API tests that render pages: the release when it is current,
// else compiled on demand by Vite (a fresh clone has no release).
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { createServer } from 'vite';
import { buildDir, isBuildOf, sourceHash } from '../../server/build-stamp.ts';

let shared: Promise<ServerBuild> | undefined;

/**
 * React Router's Vite plugin regenerates `.react-router/types` whenever a dev server starts (it
 * empties the folder, then writes it). Workers starting theirs at once raced on that folder
 * (ENOTEMPTY), so they take turns: a lock folder, made atomically, held until the build is loaded.
 */
const LOCK = path.resolve(import.meta.dirname, '../../.react-router/test-build.lock');
/** A lock older than this was left by a worker that died holding it. */
const STALE_LOCK_MS = 120_000;

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
 * One build per test worker, which runs many files (isolate: false): the release in build/ when it
 * was made from the sources as they are (the e2e setup makes it before any test runs), else the app
 * compiled by Vite (~10 s a worker). Vite here watches nothing, so it holds no worker open.
 */
export function loadSsrBuild(): Promise<ServerBuild> {
  shared ??= isBuildOf(sourceHash()) ? import(pathToFileURL(path.join(buildDir, 'server/index.js')).href) : compiled();
  return shared;
}

function compiled(): Promise<ServerBuild> {
  return inTurn(async () => {
    const vite = await createServer({
      server: { middlewareMode: true, hmr: false, watch: null },
      appType: 'custom',
      logLevel: 'silent',
    });
    return (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
  });
}

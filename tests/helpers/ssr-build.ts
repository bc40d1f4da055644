// The React Router server build compiled on demand by Vite, for API tests that render pages
// without a prior `npm run build` (a fresh clone has none).
import type { ServerBuild } from 'react-router';
import { createServer } from 'vite';

let shared: Promise<ServerBuild> | undefined;

/**
 * One build per test worker, which runs many files (isolate: false): compiling the app again for each
 * file was the slowest step of several. Vite here watches nothing, so it holds no worker open.
 */
export function loadSsrBuild(): Promise<ServerBuild> {
  shared ??= createServer({
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
    logLevel: 'silent',
  }).then((vite) => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>);
  return shared;
}

// The React Router server build compiled on demand by Vite, for API tests that render pages
// without a prior `npm run build` (a fresh clone has none).
import type { ServerBuild } from 'react-router';
import { createServer, type ViteDevServer } from 'vite';

export async function loadSsrBuild(): Promise<{ build: ServerBuild; close(): Promise<void> }> {
  const vite: ViteDevServer = await createServer({
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
    logLevel: 'silent',
  });
  const build = (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
  return { build, close: () => vite.close() };
}

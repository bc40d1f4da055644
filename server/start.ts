// `npm start`: builds the site when the build is missing or older than its sources, then boots
// (`npm start -- --build-only`: only builds).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { isBuildOf, sourceHash, stampBuild } from './build-stamp.ts';

const root = path.resolve(import.meta.dirname, '..');
const current = sourceHash();
if (!isBuildOf(current)) {
  console.log('Building the site (first start or changed sources)…');
  // Always a production bundle: a NODE_ENV inherited from a test runner ('test') would otherwise
  // ship React's development build, several times larger and slower.
  const result = spawnSync('npx', ['react-router', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  stampBuild(current);
}
// A deploy builds a release once, before any instance restarts on it (deploy/README.md).
if (process.argv.includes('--build-only')) process.exit(0);

// React picks its build from NODE_ENV when it is first loaded: without this, `npm start` would
// render every page with React's development build (several times slower) while the config's
// own default already says production.
process.env.NODE_ENV ??= 'production';
const { builtPages, serve } = await import('./index.ts');
serve(builtPages);

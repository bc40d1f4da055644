// `npm start`: builds the site when the build is missing or older than its sources, then boots
// (`npm start -- --build-only`: only builds).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const stampFile = path.join(root, 'build', '.source-hash');
const sources = ['app', 'contract', 'server', 'vite.config.ts', 'react-router.config.ts', 'package-lock.json'];

function* files(entry: string): Generator<string> {
  if (!existsSync(entry)) return;
  if (statSync(entry).isFile()) {
    yield entry;
    return;
  }
  for (const name of readdirSync(entry).sort()) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    yield* files(path.join(entry, name));
  }
}

function sourceHash(): string {
  const hash = createHash('sha256');
  for (const source of sources) {
    for (const file of files(path.join(root, source))) {
      hash.update(path.relative(root, file)).update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

const current = sourceHash();
const built = existsSync(stampFile) ? readFileSync(stampFile, 'utf8') : null;
if (built !== current) {
  console.log('Building the site (first start or changed sources)…');
  // Always a production bundle: a NODE_ENV inherited from a test runner ('test') would otherwise
  // ship React's development build, several times larger and slower.
  const result = spawnSync('npx', ['react-router', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampFile, current);
}
// A deploy builds a release once, before any instance restarts on it (deploy/README.md).
if (process.argv.includes('--build-only')) process.exit(0);

// React picks its build from NODE_ENV when it is first loaded: without this, `npm start` would
// render every page with React's development build (several times slower) while the config's
// own default already says production.
process.env.NODE_ENV ??= 'production';
const { builtPages, serve } = await import('./index.ts');
serve(builtPages);

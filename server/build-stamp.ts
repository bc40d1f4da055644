// Whether build/ holds a release of the sources as they are now, and the build when it does not:
// `npm start` (start.ts) and the tests that render pages both serve that release.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
export const buildDir = path.join(root, 'build');
const stampFile = path.join(buildDir, '.source-hash');
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

/** A digest of every source file a build is made from, names and contents. */
function sourceHash(): string {
  const hash = createHash('sha256');
  for (const source of sources) {
    for (const file of files(path.join(root, source))) {
      hash.update(path.relative(root, file)).update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

/** The build in build/ was made from these sources (`hash`, sourceHash's answer). */
function isBuildOf(hash: string): boolean {
  return existsSync(stampFile) && readFileSync(stampFile, 'utf8') === hash;
}

/**
 * Builds the release into build/ unless it was made from the sources as they are. `output: 'pipe'`
 * keeps the build's progress to itself and puts it in the error when the build fails. Processes
 * that start at once (test workers, instances) build one at a time, and the later ones find the
 * release current.
 */
export async function buildIfStale(output: 'inherit' | 'pipe'): Promise<void> {
  if (isBuildOf(sourceHash())) return;
  await inTurn(async () => {
    const current = sourceHash();
    if (isBuildOf(current)) return;
    if (output === 'inherit') console.log('Building the site (first start or changed sources)…');
    const child = spawn('npx', ['react-router', 'build'], {
      cwd: root,
      stdio: ['ignore', output, output],
      // Always a production bundle: a NODE_ENV inherited from a test runner ('test') would otherwise
      // ship React's development build, several times larger and slower.
      env: { ...process.env, NODE_ENV: 'production' },
    });
    let printed = '';
    for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk) => (printed += chunk));
    const code = await new Promise<number | null>((resolve, reject) => child.on('error', reject).on('close', resolve));
    if (code !== 0) throw new Error(`The site's build failed (exit code ${code})\n${printed}`);
    writeFileSync(stampFile, current);
  });
}

/** A folder made atomically, held while one process builds. */
const lock = path.join(root, '.react-router/build.lock');
/** A lock older than this was left by a process that died holding it. */
const STALE_LOCK_MS = 180_000;

async function inTurn(work: () => Promise<void>): Promise<void> {
  await mkdir(path.dirname(lock), { recursive: true });
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch {
      const since = await stat(lock).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      );
      if (since > STALE_LOCK_MS) await rm(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    await work();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

// Whether build/ holds a release of the sources as they are now: `npm start` builds when it does not
// (start.ts), and tests that render pages use that release when it does.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
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
export function sourceHash(): string {
  const hash = createHash('sha256');
  for (const source of sources) {
    for (const file of files(path.join(root, source))) {
      hash.update(path.relative(root, file)).update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

/** The build in build/ was made from these sources (`hash`, sourceHash's answer). */
export function isBuildOf(hash: string): boolean {
  return existsSync(stampFile) && readFileSync(stampFile, 'utf8') === hash;
}

export function stampBuild(hash: string) {
  writeFileSync(stampFile, hash);
}

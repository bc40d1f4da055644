// Writes a .br and a .gz beside every text asset of the client build, once, at maximum effort, so the
// server sends stored bytes instead of compressing a 350 KB bundle on every request.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(js|mjs|css|svg|json|txt|xml|html|webmanifest)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;
/**
 * Compressed copies kept per machine by what they were made from: an asset a rebuild leaves as it
 * was (most of them: a change touches a few chunks) is not compressed again. Maximum-effort brotli
 * is ~4 s of CPU for the whole client.
 */
const KEPT_DIR = path.join(tmpdir(), 'salvia-precompressed');

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const compressions = {
  br: (bytes: Buffer) => brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
  gz: (bytes: Buffer) => gz(bytes, { level: constants.Z_BEST_COMPRESSION }),
};

async function compressedOnce(bytes: Buffer, kind: keyof typeof compressions): Promise<Buffer> {
  const kept = path.join(KEPT_DIR, `${createHash('sha256').update(bytes).digest('hex')}.${kind}`);
  const earlier = await readFile(kept).catch(() => undefined);
  if (earlier) return earlier;
  const compressed = await compressions[kind](bytes);
  // Written aside and renamed, so a build running alongside never reads half a file.
  await mkdir(KEPT_DIR, { recursive: true });
  const partial = `${kept}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  await writeFile(partial, compressed);
  await rename(partial, kept);
  return compressed;
}

export function precompress(): Plugin {
  return {
    name: 'salvia-precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? '';
      await Promise.all(
        Object.keys(bundle)
          .filter((file) => TEXT.test(file))
          .map(async (file) => {
            const full = path.join(dir, file);
            const bytes = await readFile(full);
            if (bytes.byteLength < MIN_BYTES) return;
            await Promise.all(
              (['br', 'gz'] as const).map(async (kind) =>
                writeFile(`${full}.${kind}`, await compressedOnce(bytes, kind)),
              ),
            );
          }),
      );
    },
  };
}

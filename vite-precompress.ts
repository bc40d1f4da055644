// Writes a .br and a .gz beside every text asset of the client build, once, at maximum effort, so the
// server sends stored bytes instead of compressing a 350 KB bundle on every request.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { keptOnMachine } from './server/kept-on-machine.ts';

const TEXT = /\.(js|mjs|css|svg|json|txt|xml|html|webmanifest)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const compressions = {
  br: (bytes: Buffer) => brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
  gz: (bytes: Buffer) => gz(bytes, { level: constants.Z_BEST_COMPRESSION }),
};

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
              // An asset a rebuild leaves as it was (most: a change touches a few chunks) is not
              // compressed again; maximum-effort brotli is ~4 s of CPU for the whole client.
              (['br', 'gz'] as const).map(async (kind) =>
                writeFile(
                  `${full}.${kind}`,
                  await keptOnMachine('salvia-precompressed', bytes, `.${kind}`, () => compressions[kind](bytes)),
                ),
              ),
            );
          }),
      );
    },
  };
}

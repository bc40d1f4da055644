// Writes a .br and a .gz beside every text asset of the client build, once, at maximum effort, so the
// server sends stored bytes instead of compressing a 350 KB bundle on every request.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(js|mjs|css|svg|json|txt|xml|html|webmanifest)$/;
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

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
            const [br, gzipped] = await Promise.all([
              brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
              gz(bytes, { level: constants.Z_BEST_COMPRESSION }),
            ]);
            await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gzipped)]);
          }),
      );
    },
  };
}

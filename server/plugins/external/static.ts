// Files served from disk: uploaded media (when stored locally) and the browser build's assets.
import { existsSync } from 'node:fs';
import { realpath } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../errors.ts';

type StaticOptions = {
  /** Where the browser build lives (`build/client`); without it only media is served. */
  clientDir?: string;
};

// Routes only, no decorators: nothing here needs to be seen outside, so it stays encapsulated.
const staticFiles: FastifyPluginAsync<StaticOptions> = async (app, { clientDir }) => {
  const { media } = app.deps.config;
  if (media.storage === 'local') {
    await app.register(fastifyStatic, {
      root: media.dir,
      prefix: '/media/',
      decorateReply: false,
      maxAge: '7d',
      immutable: true,
      onFile: refuseLinks(media.dir),
    });
  }

  if (clientDir && existsSync(clientDir)) {
    // Hashed bundles never change: cache them for a year.
    await app.register(fastifyStatic, {
      root: path.join(clientDir, 'assets'),
      prefix: '/assets/',
      decorateReply: false,
      maxAge: '365d',
      immutable: true,
      // The build stores .br and .gz copies (vite-precompress.ts): sent as they are, never re-compressed.
      preCompressed: true,
    });
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      // Only the few files at the top (icons and the like); hashed bundles are served above.
      wildcard: false,
      globIgnore: ['assets/**'],
      decorateReply: false,
      maxAge: '1h',
    });
  }
};

/**
 * Media is served only as the uploads wrote it: a symbolic link anywhere below the media folder (one
 * slipped in by a tampered backup, say) could lead to DATA_DIR/secret or any file the process can read.
 */
function refuseLinks(root: string) {
  return async (file: string) => {
    const expected = path.join(await realpath(root), path.relative(root, file));
    if ((await realpath(file)) !== expected) throw AppError.notFound();
  };
}

export default staticFiles;

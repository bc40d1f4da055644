// Files served from disk: uploaded media (when stored locally) and the browser build's assets.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';

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

export default staticFiles;

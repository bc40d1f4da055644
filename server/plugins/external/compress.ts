// Responses compressed on the fly (brotli or gzip, as the client accepts), except the small ones.
import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

export default fp(
  async (app) => {
    // Below a kilobyte the headers outweigh the saving.
    await app.register(fastifyCompress, { threshold: 1024 });
  },
  { name: 'compress' },
);

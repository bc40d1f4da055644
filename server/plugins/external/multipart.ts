// multipart/form-data bodies (`request.file()`), one file of at most MAX_UPLOAD_BYTES; registered
// only by the routes that take uploads, so every other route refuses the content type.
import fastifyMultipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import { MAX_UPLOAD_BYTES } from '../../../contract/media.ts';

// fastify-plugin, so the parser lands in the registering route plugin's scope, not a scope of its own.
export default fp(
  async (app) => {
    await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } });
  },
  { name: 'multipart' },
);

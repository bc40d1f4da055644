// /api/v1/media: the media library and uploads.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const media: FastifyPluginAsyncZod = async (_app) => {};

export default media;

// /api/v1/tags: tags and their trash.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const tags: FastifyPluginAsyncZod = async (_app) => {};

export default tags;

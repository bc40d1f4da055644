// /api/v1/articles: managing articles — drafts, publishing, edit locks, trash.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const articles: FastifyPluginAsyncZod = async (_app) => {};

export default articles;

// /api/v1/categories: main categories, subtopics and their trash.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const categories: FastifyPluginAsyncZod = async (_app) => {};

export default categories;

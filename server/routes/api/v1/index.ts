// /api/v1: every resource of the contract, one plugin per resource.
import type { FastifyPluginAsync } from 'fastify';
import articles from './articles.ts';
import auth from './auth.ts';
import writers from './writers.ts';

const apiV1: FastifyPluginAsync = async (app) => {
  await app.register(articles, { prefix: '/articles' });
  await app.register(auth, { prefix: '/auth' });
  await app.register(writers, { prefix: '/writers' });
};

export default apiV1;

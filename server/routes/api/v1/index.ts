// /api/v1: every resource of the contract, one plugin per resource.
import type { FastifyPluginAsync } from 'fastify';
import analytics from './analytics.ts';
import articles from './articles.ts';
import articlesPublic from './articles-public.ts';
import auth from './auth.ts';
import categories from './categories.ts';
import contact from './contact.ts';
import media from './media.ts';
import passwordReset from './password-reset.ts';
import tags from './tags.ts';
import writers from './writers.ts';

const apiV1: FastifyPluginAsync = async (app) => {
  await app.register(articles, { prefix: '/articles' });
  await app.register(articlesPublic, { prefix: '/articles' });
  await app.register(analytics, { prefix: '/analytics' });
  await app.register(auth, { prefix: '/auth' });
  await app.register(categories, { prefix: '/categories' });
  await app.register(contact, { prefix: '/contact' });
  await app.register(media, { prefix: '/media' });
  await app.register(tags, { prefix: '/tags' });
  await app.register(writers, { prefix: '/writers' });
  await app.register(passwordReset, { prefix: '/writers' });
};

export default apiV1;

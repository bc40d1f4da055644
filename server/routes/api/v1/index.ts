// /api/v1: every resource of the contract, one plugin per resource.
import type { FastifyPluginAsync } from 'fastify';
import { forgetRedirects } from '../../../services/redirects/redirect-cache.ts';
import analytics from './analytics.ts';
import articlePreview from './article-preview.ts';
import articleReview from './article-review.ts';
import articles from './articles.ts';
import articlesCalendar from './articles-calendar.ts';
import articlesPublic from './articles-public.ts';
import auth from './auth.ts';
import categories from './categories.ts';
import contact from './contact.ts';
import media from './media.ts';
import passwordReset from './password-reset.ts';
import redirects from './redirects.ts';
import series from './series.ts';
import tags from './tags.ts';
import writers from './writers.ts';

// Staff business that changes nothing the public sees: edit locks, review comments, preview links.
const STAFF_ONLY_WRITES = /\/(refresh_locked_article|unlock_article|comments|preview_link|share_links(\/:link_id)?)$/;

/** The resources the site shows: a successful write to one drops the public cache before it answers. */
const publicContent: FastifyPluginAsync = async (app) => {
  app.addHook('onSend', async (request, reply, payload) => {
    const writes = request.method !== 'GET' && request.method !== 'HEAD';
    if (writes && reply.statusCode < 400 && !STAFF_ONLY_WRITES.test(request.routeOptions.url ?? '')) {
      await app.deps.publicCache.invalidate();
      // An article off the site (or back) changes where its redirects answer.
      forgetRedirects(app.deps);
    }
    return payload;
  });
  await app.register(articles, { prefix: '/articles' });
  await app.register(articleReview, { prefix: '/articles' });
  await app.register(articlePreview, { prefix: '/articles' });
  await app.register(categories, { prefix: '/categories' });
  await app.register(tags, { prefix: '/tags' });
  await app.register(writers, { prefix: '/writers' });
  await app.register(series, { prefix: '/series' });
};

const apiV1: FastifyPluginAsync = async (app) => {
  await app.register(publicContent);
  await app.register(articlesPublic, { prefix: '/articles' });
  await app.register(articlesCalendar, { prefix: '/articles' });
  await app.register(analytics, { prefix: '/analytics' });
  await app.register(auth, { prefix: '/auth' });
  await app.register(contact, { prefix: '/contact' });
  await app.register(media, { prefix: '/media' });
  await app.register(passwordReset, { prefix: '/writers' });
  await app.register(redirects, { prefix: '/redirects' });
};

export default apiV1;

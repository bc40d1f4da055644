// /api/v1: every resource of the contract, one plugin per resource.
import type { FastifyPluginAsync } from 'fastify';
import { forgetRedirects } from '../../../services/redirects/redirect-cache.ts';
import analytics from './analytics.ts';
import analyticsOutlets from './analytics-outlets.ts';
import articleCredits from './article-credits.ts';
import articleDuplicate from './article-duplicate.ts';
import articleFeedOutlets from './article-feed-outlets.ts';
import articlePreview from './article-preview.ts';
import articleRelated from './article-related.ts';
import articleReview from './article-review.ts';
import articleUpdates from './article-updates.ts';
import articles from './articles.ts';
import articlesCalendar from './articles-calendar.ts';
import articlesPublic from './articles-public.ts';
import auth from './auth.ts';
import categories from './categories.ts';
import contact from './contact.ts';
import feedOutlets from './feed-outlets.ts';
import media from './media.ts';
import passwordReset from './password-reset.ts';
import redirects from './redirects.ts';
import reviewers from './reviewers.ts';
import series from './series.ts';
import styleRules from './style-rules.ts';
import tags from './tags.ts';
import writers from './writers.ts';

// Staff business that changes nothing the public sees: edit locks, review comments, preview links, and
// saving or discarding a scheduled update (its review's approval may put it live, so that one drops).
const STAFF_ONLY_WRITES =
  /\/(refresh_locked_article|unlock_article|comments|preview_link|share_links(\/:link_id)?|:id\/update)$/;

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
  await app.register(articleRelated, { prefix: '/articles' });
  await app.register(articleUpdates, { prefix: '/articles' });
  await app.register(categories, { prefix: '/categories' });
  await app.register(tags, { prefix: '/tags' });
  await app.register(writers, { prefix: '/writers' });
  await app.register(articleCredits, { prefix: '/articles' });
  await app.register(reviewers, { prefix: '/reviewers' });
  await app.register(articleFeedOutlets, { prefix: '/articles' });
  await app.register(feedOutlets, { prefix: '/feed_outlets' });
  await app.register(series, { prefix: '/series' });
};

const apiV1: FastifyPluginAsync = async (app) => {
  await app.register(publicContent);
  await app.register(articlesPublic, { prefix: '/articles' });
  await app.register(articlesCalendar, { prefix: '/articles' });
  await app.register(articleDuplicate, { prefix: '/articles' });
  await app.register(analytics, { prefix: '/analytics' });
  await app.register(analyticsOutlets, { prefix: '/analytics' });
  await app.register(auth, { prefix: '/auth' });
  await app.register(contact, { prefix: '/contact' });
  await app.register(media, { prefix: '/media' });
  await app.register(passwordReset, { prefix: '/writers' });
  await app.register(redirects, { prefix: '/redirects' });
  await app.register(styleRules, { prefix: '/style_rules' });
};

export default apiV1;

// /feeds/<outlet>.xml: the news apps' feeds, kept like pages (the public cache drops them on any
// change of content or of an outlet's rule). A disabled or unknown outlet answers 404.
import type { FastifyPluginAsync } from 'fastify';
import { findOutlet } from '../../contract/feed-outlets.ts';
import { buildOutletFeed } from '../services/feeds/build-outlet-feed.ts';
import { publicCacheControl } from '../ssr.ts';

const FEED_FILE = /^([a-z0-9-]+)\.xml$/;

const feeds: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { file: string } }>('/feeds/:file', { schema: { hide: true } }, async (request, reply) => {
    const id = FEED_FILE.exec(request.params.file)?.[1];
    if (!id || !findOutlet(id)) return reply.callNotFound();
    // A switched-off outlet is remembered too ({ xml: null }): its 404 costs no query until the next change.
    const feed = await app.deps.publicCache.remember(`feeds/${id}`, async () => ({
      xml: (await buildOutletFeed(app.deps, id))?.xml ?? null,
    }));
    if (feed.xml === null) return reply.callNotFound();
    return reply
      .type('application/rss+xml; charset=utf-8')
      .header('cache-control', publicCacheControl(app.deps.config.publicCacheSeconds))
      .send(feed.xml);
  });
};

export default feeds;

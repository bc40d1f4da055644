// Files for search engines and feed readers: the sitemaps, /robots.txt, /feed.xml.
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { SITE_DESCRIPTION, SITE_NAME } from '../../contract/site.ts';
import { acceptsGzip } from '../cache/kept-page.ts';
import { buildFeed } from '../services/seo/build-feed.ts';
import { NEWS_SITEMAP_PATH } from '../services/seo/build-news-sitemap.ts';
import { createSitemaps, type SitemapFile, type SitemapOptions } from '../services/seo/sitemaps.ts';
import { publicCacheControl } from '../ssr.ts';

/** robots.txt changes with a deploy, not with content. */
const ROBOTS_CACHE = 'public, max-age=300, s-maxage=900, stale-while-revalidate=3600';

export type SeoOptions = { sitemaps?: Partial<SitemapOptions> };

/**
 * A kept sitemap, as the gzip bytes made with it when the client takes gzip. Sitemaps and the feed
 * list public content: a shared cache keeps them as long as it keeps a page, so a change shows there
 * in the same time.
 */
function sendSitemap(request: FastifyRequest, reply: FastifyReply, file: SitemapFile) {
  reply
    .type('application/xml; charset=utf-8')
    .header('cache-control', publicCacheControl(request.server.deps.config.publicCacheSeconds))
    .header('vary', 'accept-encoding');
  if (!acceptsGzip(request.headers['accept-encoding'])) return reply.send(file.xml);
  return reply.header('content-encoding', 'gzip').send(file.gzip);
}

const seo: FastifyPluginAsync<SeoOptions> = async (app, options) => {
  const sitemaps = createSitemaps(app.deps, options.sitemaps);
  app.addHook('onClose', async () => sitemaps.close());

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) =>
    sendSitemap(request, reply, await sitemaps.index()),
  );

  app.get<{ Params: { file: string } }>('/sitemaps/:file', { schema: { hide: true } }, async (request, reply) => {
    const file = await sitemaps.file(request.params.file);
    return file === null ? reply.callNotFound() : sendSitemap(request, reply, file);
  });

  app.get(NEWS_SITEMAP_PATH, { schema: { hide: true } }, async (request, reply) =>
    sendSitemap(request, reply, await sitemaps.news()),
  );

  app.get('/feed.xml', { schema: { hide: true } }, async (_request, reply) => {
    const feed = await app.deps.publicCache.remember('feed.xml', async () => ({
      xml: await buildFeed(app.deps, { title: SITE_NAME, description: SITE_DESCRIPTION }),
    }));
    return reply
      .type('application/rss+xml; charset=utf-8')
      .header('cache-control', publicCacheControl(app.deps.config.publicCacheSeconds))
      .send(feed.xml);
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', ROBOTS_CACHE)
      .send(
        [
          'User-agent: *',
          'Disallow: /admin',
          'Disallow: /api/',
          'Disallow: /articles/preview',
          'Disallow: /search',
          '',
          `Sitemap: ${app.deps.config.siteUrl}/sitemap.xml`,
          `Sitemap: ${app.deps.config.siteUrl}${NEWS_SITEMAP_PATH}`,
          '',
        ].join('\n'),
      ),
  );
};

export default seo;

// Files for search engines and feed readers: /sitemap.xml, /robots.txt, /feed.xml.
import type { FastifyPluginAsync } from 'fastify';
import { SITE_DESCRIPTION, SITE_NAME } from '../../app/lib/site.ts';
import { buildFeed } from '../services/seo/build-feed.ts';
import { buildSitemap } from '../services/seo/build-sitemap.ts';

const CACHE = 'public, max-age=300, s-maxage=900, stale-while-revalidate=3600';

const seo: FastifyPluginAsync = async (app) => {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', CACHE)
      .send(await buildSitemap(app.deps)),
  );

  app.get('/feed.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('application/rss+xml; charset=utf-8')
      .header('cache-control', CACHE)
      .send(await buildFeed(app.deps, { title: SITE_NAME, description: SITE_DESCRIPTION })),
  );

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', CACHE)
      .send(
        [
          'User-agent: *',
          'Disallow: /admin',
          'Disallow: /api/',
          'Disallow: /articles/preview',
          'Disallow: /search',
          '',
          `Sitemap: ${app.deps.config.siteUrl}/sitemap.xml`,
          '',
        ].join('\n'),
      ),
  );
};

export default seo;

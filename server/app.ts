// The Fastify app as one plugin tree: API, media, built assets, then server-rendered pages.
import type { Server } from 'node:http';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ServerBuild } from 'react-router';
import type { ViteDevServer } from 'vite';
import type { Deps } from './deps.ts';
import analyticsPlugin from './plugins/analytics.ts';
import authPlugin from './plugins/auth.ts';
import depsPlugin from './plugins/deps.ts';
import drainPlugin from './plugins/drain.ts';
import errorsPlugin from './plugins/errors.ts';
import compressPlugin from './plugins/external/compress.ts';
import helmetPlugin from './plugins/external/helmet.ts';
import rateLimitPlugin from './plugins/external/rate-limit.ts';
import staticPlugin from './plugins/external/static.ts';
import swaggerPlugin from './plugins/external/swagger.ts';
import loadSheddingPlugin from './plugins/external/under-pressure.ts';
import inputGuardPlugin from './plugins/input-guard.ts';
import metricsPlugin from './plugins/metrics.ts';
import requestIdPlugin, { requestIdOf } from './plugins/request-id.ts';
import { AccessLog, requestLogSerializers } from './plugins/request-log.ts';
import scheduledUpdatesPlugin from './plugins/scheduled-updates.ts';
import searchReadingsPlugin from './plugins/search-readings.ts';
import storedBodiesPlugin from './plugins/stored-bodies.ts';
import apiV1 from './routes/api/v1/index.ts';
import docs from './routes/docs.ts';
import feeds from './routes/feeds.ts';
import seo, { type SeoOptions } from './routes/seo.ts';
import { type PagesBuild, ssrPlugin } from './ssr.ts';

export type AppOptions = {
  /** The React Router server build; without it only the API and files are served (API tests). */
  ssrBuild?: ServerBuild;
  /**
   * `npm run dev`: Vite's dev server on the app's own HTTP server, answering before any route; pages
   * are then rendered from the sources, reloaded on every change, instead of from `ssrBuild`.
   */
  vite?: (httpServer: Server) => Promise<ViteDevServer>;
  /** Where the browser build lives (`build/client`). */
  clientDir?: string;
  /** Sitemap file size and cache time; tests make them small. */
  sitemaps?: SeoOptions['sitemaps'];
};

export async function buildApp(deps: Deps, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: deps.log.child({}, { serializers: requestLogSerializers }) as FastifyBaseLogger,
    // Forwarded headers name the client only when they come from a configured proxy (TRUST_PROXY).
    trustProxy: deps.config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    logController: new AccessLog(),
    genReqId: requestIdOf,
  });
  let pages: PagesBuild | undefined = options.ssrBuild;
  if (options.vite) {
    const vite = await options.vite(app.server);
    // Modules, styles and HMR come from Vite; whatever it does not serve goes on to the routes.
    app.addHook('onRequest', (request, reply, done) => vite.middlewares(request.raw, reply.raw, () => done()));
    app.addHook('onClose', () => vite.close());
    pages = () => vite.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
  }
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(depsPlugin, { deps });

  await app.register(requestIdPlugin);
  await app.register(errorsPlugin);
  await app.register(metricsPlugin);
  await app.register(drainPlugin);
  await app.register(loadSheddingPlugin);
  await app.register(inputGuardPlugin);
  await app.register(compressPlugin);
  await app.register(authPlugin);
  await app.register(analyticsPlugin);
  await app.register(searchReadingsPlugin);
  await app.register(storedBodiesPlugin);
  await app.register(scheduledUpdatesPlugin);
  await app.register(rateLimitPlugin);
  await app.register(helmetPlugin);
  await app.register(swaggerPlugin);

  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    const up = await deps.ping();
    return reply.status(up ? 200 : 503).send({ status: up ? 'ok' : 'unavailable' });
  });

  await app.register(seo, { sitemaps: options.sitemaps });
  await app.register(feeds);
  await app.register(docs);
  await app.register(
    async (api) => {
      await api.register(apiV1);
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
      api.all('/*', { schema: { hide: true } }, async (_request, reply) =>
        reply.status(404).send({ message: '見つかりませんでした' }),
      );
    },
    { prefix: '/api/v1' },
  );

  await app.register(staticPlugin, { clientDir: options.clientDir });

  if (pages) await app.register(ssrPlugin(pages, deps));
  return app;
}

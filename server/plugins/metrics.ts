// Prometheus metrics (`app.metrics`, ../metrics/metrics.ts): every response timed by its route
// pattern, and `GET /metrics` for the scraper. The endpoint exists only with METRICS_TOKEN and
// answers only to that bearer token: the numbers say how busy the site is and where it hurts.
import { createHash, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';
import { createMetrics, type Metrics, PAGE_ROUTE, UNMATCHED_ROUTE } from '../metrics/metrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** Compared as digests, so neither the token's length nor its bytes leak through timing. */
function tokenMatcher(token: string) {
  const expected = createHash('sha256').update(token).digest();
  return (header: string | undefined) => {
    const sent = /^Bearer (\S+)$/i.exec(header ?? '')?.[1] ?? '';
    return timingSafeEqual(createHash('sha256').update(sent).digest(), expected);
  };
}

export default fp(
  async (app) => {
    const { deps } = app;
    const metrics = createMetrics();
    app.decorate('metrics', metrics);
    if (deps.poolStats) metrics.watchPool(deps.poolStats);

    app.addHook('onResponse', async (request, reply) => {
      const pattern = request.routeOptions.url;
      // The pattern, never the URL: one series per route, however many articles and queries there are.
      const route = pattern === undefined ? UNMATCHED_ROUTE : pattern === '/*' ? PAGE_ROUTE : pattern;
      metrics.recordRequest({ method: request.method, route, status_code: reply.statusCode }, reply.elapsedTime / 1000);
    });

    const token = deps.config.metricsToken;
    if (!token) return;
    metrics.collectProcessMetrics();
    const isScraper = tokenMatcher(token);
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!isScraper(request.headers.authorization)) {
        reply.header('www-authenticate', 'Bearer');
        throw AppError.unauthorized('メトリクスのトークンが正しくありません');
      }
      const body = await metrics.registry.metrics();
      return reply.header('content-type', metrics.contentType).header('cache-control', 'no-store').send(body);
    });
  },
  { name: 'metrics', dependencies: ['deps', 'errors'] },
);

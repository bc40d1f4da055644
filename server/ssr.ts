// Hands every non-API request to the React Router server build, with the services in its context.
import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import type { appContext as AppContextKey, nonceContext as NonceContextKey } from '../app/context.ts';
import type { Deps } from './deps.ts';
import { AppError } from './errors.ts';

type EntryModule = { appContext: typeof AppContextKey; nonceContext: typeof NonceContextKey };

export function ssrPlugin(build: ServerBuild, deps: Deps): FastifyPluginAsync {
  const handle = createRequestHandler(build, deps.config.env === 'development' ? 'development' : 'production');
  // The context key must be the build's own object, not a second copy of app/context.ts.
  const { appContext, nonceContext } = build.entry.module as unknown as EntryModule;
  const policy = contentSecurityPolicy(deps.config.gaMeasurementId !== undefined);

  return async (app) => {
    // Forms and actions post bodies React Router reads itself: pass them through untouched.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_request, _payload, done) => done(null));

    app.all('/*', async (request, reply) => {
      // Pages are read, never written to: TRACE, PUT and the like stop here with a clear answer.
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        reply.header('allow', 'GET, HEAD');
        throw new AppError('method_not_allowed', 'このページでは GET と HEAD だけが使えます');
      }
      const nonce = randomBytes(16).toString('base64');
      const context = new RouterContextProvider();
      context.set(appContext, deps);
      context.set(nonceContext, nonce);
      reply.header('content-security-policy', policy(nonce));
      const response = await handle(toFetchRequest(request), context);
      reply.status(response.status);
      for (const [name, value] of response.headers) {
        if (name !== 'set-cookie') reply.header(name, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);

      if (request.method === 'GET' && response.status === 200 && isCacheable(request.url)) {
        // Public pages are small: buffer them for an ETag, and let a CDN keep them briefly.
        const body = Buffer.from(await response.arrayBuffer());
        // The nonce differs on every response; the page it protects does not.
        const etag = `W/"${createHash('sha1').update(body.toString('utf8').replaceAll(nonce, '')).digest('base64url')}"`;
        if (!response.headers.has('cache-control')) reply.header('cache-control', PUBLIC_CACHE_CONTROL);
        reply.header('etag', etag);
        if (request.headers['if-none-match'] === etag) {
          // The browser keeps its copy, whose policy matches the nonce inside it.
          reply.removeHeader('content-security-policy');
          return reply.status(304).send();
        }
        return reply.send(body);
      }
      if (!response.headers.has('cache-control')) reply.header('cache-control', 'private, no-store');
      return reply.send(response.body ? Readable.fromWeb(response.body as never) : null);
    });
  };
}

// Google's hosts for GA4 (its documented CSP for gtag.js), named only when a measurement id is set.
const GA_HOSTS = {
  script: ' https://*.googletagmanager.com',
  img: ' https://*.google-analytics.com https://*.googletagmanager.com',
  connect: ' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com',
};
const NO_HOSTS = { script: '', img: '', connect: '' };

/** Scripts only from this origin or inline with this response's nonce; embeds only from known players. */
export function contentSecurityPolicy(withAnalytics: boolean) {
  const ga = withAnalytics ? GA_HOSTS : NO_HOSTS;
  return (nonce: string) =>
    [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}'${ga.script}`,
      "style-src 'self' 'unsafe-inline'",
      `img-src 'self' data: https:${ga.img}`,
      "font-src 'self' data:",
      `connect-src 'self'${ga.connect}`,
      // Only YouTube plays inside articles; X and Instagram posts are link cards (docs/decisions/005).
      'frame-src https://www.youtube-nocookie.com https://www.youtube.com',
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'self'",
    ].join('; ');
}

const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

// Personal or per-visitor pages never go to a shared cache.
const PRIVATE_PATHS =
  /^\/(admin|signin|login|reset_password|articles\/preview|search|list|new|profile|media-library)(\/|\?|$)/;

function isCacheable(url: string): boolean {
  return !PRIVATE_PATHS.test(url);
}

function toFetchRequest(request: FastifyRequest): Request {
  const origin = `${request.protocol}://${request.host}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else if (value !== undefined) headers.set(name, value);
  }
  const controller = new AbortController();
  request.raw.once('close', () => {
    if (!request.raw.complete) controller.abort();
  });
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}

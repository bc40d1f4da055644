// Hands every non-API request to the React Router server build, with the services in its context.
import { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type RouterContext, RouterContextProvider, type ServerBuild } from 'react-router';
import { hasKeyParam } from '../contract/redirects.ts';
import { acceptsGzip, pageEtag, withGzip } from './cache/kept-page.ts';
import { type PageAddress, pageAddress } from './cache/page-keys.ts';
import type { CachedPage } from './cache/public-cache.ts';
import type { Deps } from './deps.ts';
import { AppError, databaseUnavailable, UNAVAILABLE_RETRY_AFTER_SECONDS } from './errors.ts';
import { OVERLOADED_MESSAGE, RETRY_AFTER_SECONDS } from './plugins/external/under-pressure.ts';
import { createRenderQueue } from './render-queue.ts';
import { resolveRedirect } from './services/redirects/resolve-redirect.ts';
import { unavailablePage } from './unavailable-page.ts';

/** What app/entry.server.tsx re-exports from app/context.server.ts (the server never imports app/). */
type EntryModule = {
  appContext: RouterContext<Deps>;
  renderedScriptsContext: RouterContext<{ hashes: string[] }>;
  renderErrorsContext: RouterContext<unknown[] | null>;
};

/** The production build, or (`npm run dev`) a loader of Vite's current one, reloaded on every change. */
export type PagesBuild = ServerBuild | (() => Promise<ServerBuild>);

export function ssrPlugin(build: PagesBuild, deps: Deps): FastifyPluginAsync {
  const handle = createRequestHandler(build, deps.config.env === 'development' ? 'development' : 'production');
  const serverBuild = async () => (typeof build === 'function' ? await build() : build);
  // The context keys must be the build's own objects, not a second copy of app/context.server.ts.
  const entryModule = async () => (await serverBuild()).entry.module as unknown as EntryModule;
  const policy = contentSecurityPolicy({
    withAnalytics: deps.config.gaMeasurementId !== undefined,
    mediaOrigin: deps.config.media.storage === 's3' ? new URL(deps.config.media.publicUrl).origin : undefined,
  });
  const cacheControl = publicCacheControl(deps.config.publicCacheSeconds);
  const queue = createRenderQueue({
    concurrency: renderConcurrency(deps),
    maxWaitMs: deps.config.shedLoadAfterMs,
  });
  // Renders of a kept page under way, by key: readers who miss together share the one render.
  const rendering = new Map<string, Promise<CachedPage | undefined>>();

  return async (app) => {
    // Forms and actions post bodies React Router reads itself: pass them through untouched.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_request, _payload, done) => done(null));

    app.all('/*', { schema: { hide: true } }, async (request, reply) => {
      // Pages are read, never written to: TRACE, PUT and the like stop here with a clear answer.
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        reply.header('allow', 'GET, HEAD');
        throw new AppError('method_not_allowed', 'このページでは GET と HEAD だけが使えます');
      }
      // An old address naming its page in the query (`/?p=123`) would find a page that ignores it: ask first.
      if (hasKeyParam(queryOf(request.url))) {
        const moved = await redirectFor(request.url);
        if (moved) return sendResponse(reply, moved);
      }
      // Kept or private by the route React Router matches, however the address is spelled.
      const address = pageAddress(await serverBuild(), requestUrl(request));
      if (!address.kept) return sendResponse(reply, await render(request, address), { private: true });
      if (request.method === 'GET' && deps.publicCache.keepsPages) {
        // One render serves every reader until content changes: the same bytes, the same policy.
        const slot = await deps.publicCache.page(address.key);
        // Checked and claimed with no await between, so two readers cannot both start the render.
        const underWay = rendering.get(address.key);
        let page = slot.cached ?? (underWay ? await underWay : undefined);
        reply.header('x-cache', page ? 'hit' : 'miss');
        app.metrics.recordPageCacheLookup(page !== undefined);
        if (!page) {
          const shared = Promise.withResolvers<CachedPage | undefined>();
          rendering.set(address.key, shared.promise);
          try {
            const response = await render(request, address);
            // Readers waiting on a page that cannot be kept (a 404, a refusal) render their own.
            if (!mayBeKept(response)) return sendResponse(reply, response);
            page = await toCachedPage(response, cacheControl);
            slot.store(page);
          } finally {
            rendering.delete(address.key);
            shared.resolve(page);
          }
        }
        return sendCachedPage(request, reply, page);
      }
      const response = await render(request, address);
      if (request.method === 'GET' && mayBeKept(response)) {
        return sendCachedPage(request, reply, await toCachedPage(response, cacheControl));
      }
      return sendResponse(reply, response);
    });

    /**
     * The page with its policy, which allows the inline scripts its render wrote; or in place of its
     * 404 the 301 of a redirect kept for the address.
     */
    async function render(request: FastifyRequest, address: PageAddress): Promise<Response> {
      const errors: unknown[] = [];
      let response = await queue.run(async () => {
        app.metrics.recordPageRender(address.kept);
        const scripts = { hashes: [] as string[] };
        const streamed = await handle(toFetchRequest(request, address.url), await routerContext(scripts, errors));
        // React goes on rendering after the first bytes: the turn lasts until the page is whole.
        const whole = streamed.body === null ? streamed : new Response(await streamed.arrayBuffer(), streamed);
        return withPolicy(whole, policy(scripts.hashes));
      });
      if (!response) return overloaded();
      response = await answerFailures(request, response, errors);
      if (response.status !== 404 || !REDIRECTABLE.test(request.url)) return response;
      const moved = await redirectFor(request.url);
      if (!moved) return response;
      await response.body?.cancel();
      return moved;
    }

    async function redirectFor(url: string): Promise<Response | undefined> {
      const location = await resolveRedirect(deps, { address: url });
      if (location === null) return undefined;
      return new Response(null, { status: 301, headers: { location: encodeLocation(location) } });
    }

    async function routerContext(scripts: { hashes: string[] }, errors: unknown[]) {
      const { appContext, renderedScriptsContext, renderErrorsContext } = await entryModule();
      const context = new RouterContextProvider();
      context.set(appContext, deps);
      context.set(renderedScriptsContext, scripts);
      context.set(renderErrorsContext, errors);
      return context;
    }

    /**
     * Logs what the page's loaders threw. When that was the database being away (a restart), the
     * reader gets the short 503 page and a time to try again, never a 500 or a page kept for others.
     */
    async function answerFailures(request: FastifyRequest, response: Response, errors: unknown[]) {
      if (errors.length === 0) return response;
      if (!errors.some(databaseUnavailable)) {
        for (const error of errors) request.log.error({ err: error }, 'page failed');
        return response;
      }
      request.log.warn({ err: errors.find(databaseUnavailable) }, 'the database cannot be reached');
      await response.body?.cancel();
      return new Response(unavailablePage, {
        status: 503,
        headers: {
          'content-type': 'text/html; charset=utf-8',
          'retry-after': String(UNAVAILABLE_RETRY_AFTER_SECONDS),
          'cache-control': PRIVATE,
        },
      });
    }

    /**
     * A page for one reader only (or not a 200): as rendered, never kept by a shared cache. A private
     * page says so whatever its route sent.
     */
    function sendResponse(reply: FastifyReply, response: Response, options = { private: false }) {
      reply.status(response.status);
      // A redirect made here has no render, hence no script of its own.
      if (!response.headers.has('content-security-policy')) reply.header('content-security-policy', policy([]));
      copyHeaders(reply, response.headers);
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      if (options.private || !response.headers.has('cache-control')) reply.header('cache-control', PRIVATE);
      return reply.send(response.body ? Readable.fromWeb(response.body as never) : null);
    }

    /** A public page, the same bytes and policy for every reader, or 304 when the browser's copy is current. */
    function sendCachedPage(request: FastifyRequest, reply: FastifyReply, page: CachedPage) {
      reply.status(page.status);
      for (const [name, value] of page.headers) reply.header(name, value);
      reply.header('etag', page.etag);
      if (request.headers['if-none-match'] === page.etag) return reply.status(304).send();
      // Either answer varies with it: a shared cache must not hand the gzip copy to a reader without gzip.
      reply.header('vary', 'accept-encoding');
      if (page.body.gzip && acceptsGzip(request.headers['accept-encoding'])) {
        reply.header('content-encoding', 'gzip');
        return reply.send(page.body.gzip);
      }
      return reply.send(page.body.plain);
    }
  };
}

/**
 * Renders that may run at once. The embedded database answers one query at a time in this process, so
 * two keep it busy while one renders; a database server of its own lets a few more overlap.
 */
function renderConcurrency(deps: Deps): number {
  return deps.config.databaseUrl ? 4 : 2;
}

/** Refused for now, in a moment: never kept, by this server or a shared cache. */
function overloaded(): Response {
  const html = `<!doctype html><html lang="ja"><meta charset="utf-8"><title>混み合っています</title><p>${OVERLOADED_MESSAGE}</p></html>`;
  return new Response(html, {
    status: 503,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'retry-after': String(RETRY_AFTER_SECONDS),
      'cache-control': PRIVATE,
    },
  });
}

// Google's hosts for GA4 (its documented CSP for gtag.js), named only when a measurement id is set.
const GA_HOSTS = {
  script: ' https://*.googletagmanager.com',
  img: ' https://*.google-analytics.com https://*.googletagmanager.com',
  connect: ' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com',
};
const NO_HOSTS = { script: '', img: '', connect: '' };

/**
 * Scripts only from this origin, or inline with the hash of one the page's render wrote
 * (docs/decisions/031-script-hashes-for-kept-pages.md); embeds only from known players.
 * Pictures from anywhere over https (articles may show other sites' pictures), and from the media
 * bucket's origin by name: S3_PUBLIC_URL may be plain http (a store inside the network, a test).
 */
function contentSecurityPolicy(options: { withAnalytics: boolean; mediaOrigin: string | undefined }) {
  const ga = options.withAnalytics ? GA_HOSTS : NO_HOSTS;
  const media = options.mediaOrigin ? ` ${options.mediaOrigin}` : '';
  return (scriptHashes: string[]) =>
    [
      "default-src 'self'",
      `script-src 'self'${scriptHashes.map((hash) => ` ${hash}`).join('')}${ga.script}`,
      "style-src 'self' 'unsafe-inline'",
      `img-src 'self' data: https:${media}${ga.img}`,
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

/** A rendered public page as it is kept: its bytes, its headers (its policy among them) and an ETag over both. */
async function toCachedPage(response: Response, cacheControl: string): Promise<CachedPage> {
  // Compressed once here, not once per reader; and at once, so a page goes out as soon as it is
  // rendered rather than after the renders queued behind it.
  const body = withGzip({ plain: Buffer.from(await response.arrayBuffer()) });
  const headers: [string, string][] = [];
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie' && name !== 'content-length') headers.push([name, value]);
  }
  if (!response.headers.has('cache-control')) headers.push(['cache-control', cacheControl]);
  const etag = pageEtag(body, response.headers.get('content-security-policy') ?? '');
  return { status: response.status, headers, body, etag };
}

/** The response with `policy` as its Content-Security-Policy (its own headers may be read-only). */
function withPolicy(response: Response, policy: string): Response {
  const headers = new Headers(response.headers);
  headers.set('content-security-policy', policy);
  const body = NO_BODY.has(response.status) ? null : response.body;
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/** Statuses a Response may not be built with a body for. */
const NO_BODY = new Set([204, 205, 304]);

function copyHeaders(reply: FastifyReply, headers: Headers) {
  for (const [name, value] of headers) {
    if (name !== 'set-cookie') reply.header(name, value);
  }
}

/**
 * Browsers ask again every time (304 while unchanged); a shared cache (CDN, proxy) keeps a page as
 * long as this process does, so a change shows there within the same time, and may serve it stale a
 * while longer while it fetches a fresh copy. With the cache off (0) it keeps nothing either.
 */
export function publicCacheControl(seconds: number): string {
  if (seconds === 0) return 'public, no-cache';
  return `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=600`;
}

// The API, the admin and the build's files have 404s of their own that no redirect answers.
const REDIRECTABLE = /^\/(?!(api|admin|assets)(\/|\?|$))/;

function queryOf(url: string): string {
  const at = url.indexOf('?');
  return at === -1 ? '' : url.slice(at + 1);
}

/** A header is Latin-1: a Japanese path or URL goes out percent-encoded, as browsers send it. */
function encodeLocation(location: string): string {
  if (location.startsWith('/')) {
    const url = new URL(location, 'http://site.invalid');
    return url.pathname + url.search + url.hash;
  }
  return new URL(location).href;
}

const PRIVATE = 'private, no-store';

/** A 200 its route did not mark private: the same for every reader. */
function mayBeKept(response: Response): boolean {
  return response.status === 200 && !/\b(private|no-store)\b/i.test(response.headers.get('cache-control') ?? '');
}

/**
 * The request's address. Its target is a path on this site: `//x/articles/…` is that path, not
 * `/articles/…` on a host `x`, as `new URL(target, origin)` would read it.
 */
function requestUrl(request: FastifyRequest): URL {
  const origin = `${request.protocol}://${request.host}`;
  if (request.url.startsWith('/')) return new URL(`${origin}${request.url}`);
  const target = new URL(request.url, origin);
  return new URL(`${origin}${target.pathname}${target.search}`);
}

function toFetchRequest(request: FastifyRequest, url: URL): Request {
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
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}

// Hands every non-API request to the React Router server build, with the services in its context.
import { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import type { appContext as AppContextKey } from '../app/context.ts';
import type { Deps } from './deps.ts';

type EntryModule = { appContext: typeof AppContextKey };

export function ssrPlugin(build: ServerBuild, deps: Deps): FastifyPluginAsync {
  const handle = createRequestHandler(build, deps.config.env === 'development' ? 'development' : 'production');
  // The context key must be the build's own object, not a second copy of app/context.ts.
  const { appContext } = build.entry.module as unknown as EntryModule;

  return async (app) => {
    // Forms and actions post bodies React Router reads itself: pass them through untouched.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', (_request, _payload, done) => done(null));

    app.all('/*', async (request, reply) => {
      const context = new RouterContextProvider();
      context.set(appContext, deps);
      const response = await handle(toFetchRequest(request), context);
      reply.status(response.status);
      for (const [name, value] of response.headers) {
        if (name !== 'set-cookie') reply.header(name, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return reply.send(response.body ? Readable.fromWeb(response.body as never) : null);
    });
  };
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

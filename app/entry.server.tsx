// Server rendering entry: streams HTML, waits for everything for bots, and exposes the context key.
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, type HandleErrorFunction, type RouterContextProvider, ServerRouter } from 'react-router';
import { nonceContext, renderErrorsContext } from './context.server.ts';
import { NonceContext } from './hooks/use-nonce.ts';
import { ERROR_PAGE_FAILED_TEXT } from './lib/error-text.ts';

// The Fastify side reads the context key from the build, so both use one object.
export { appContext, nonceContext, renderErrorsContext } from './context.server.ts';

/** A loader's or action's error goes to the server that asked for the page, which logs it (ssr.ts). */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const sink = (context as RouterContextProvider).get(renderErrorsContext);
  if (sink) sink.push(error);
  else console.error(error);
};

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const userAgent = request.headers.get('user-agent');
  const waitForAll = (userAgent && isbot(userAgent)) || routerContext.isSpaMode;
  const nonce = loadContext.get(nonceContext) || undefined;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let status = responseStatusCode;
    const page = (
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>
    );
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      [waitForAll ? 'onAllReady' : 'onShellReady']() {
        shellRendered = true;
        const body = new PassThrough();
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
        pipe(body);
      },
      onShellError(error: unknown) {
        const fallback = errorPageFailure(routerContext);
        if (fallback) resolve(fallback);
        else reject(error);
      },
      onError(error: unknown) {
        status = 500;
        if (shellRendered) console.error(error);
      },
    });
    setTimeout(abort, streamTimeout + 1000).unref();
  });
}

/**
 * A page that fails to render is retried as its error page; when that (or any page rendered for
 * an error) fails too, the reader still gets an answer in the site's language (SPEC.md §8).
 */
export function errorPageFailure(context: Pick<EntryContext, 'staticHandlerContext'>): Response | null {
  if (!context.staticHandlerContext.errors) return null;
  const html = `<!DOCTYPE html><html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>エラー | Salvia</title></head><body><main><h1>${ERROR_PAGE_FAILED_TEXT}</h1><p><a href="/">トップページへ戻る</a></p></main></body></html>`;
  return new Response(html, { status: 500, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}

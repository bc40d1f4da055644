// Server rendering entry: renders the whole page, hashes the inline scripts it wrote for the page's
// policy, and exposes the context keys.
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { type EntryContext, type HandleErrorFunction, type RouterContextProvider, ServerRouter } from 'react-router';
import { renderErrorsContext, renderedScriptsContext } from './context.server.ts';
import { ScriptMarkContext } from './hooks/use-script-mark.ts';
import { ERROR_PAGE_FAILED_TEXT } from './lib/error-text.ts';
import { newScriptMark, sealInlineScripts } from './lib/inline-scripts.server.ts';
import { lowerModulePreloads } from './lib/script-priority.server.ts';

// The Fastify side reads the context keys from the build, so both use one object.
export { appContext, renderErrorsContext, renderedScriptsContext } from './context.server.ts';

/** A loader's or action's error goes to the server that asked for the page, which logs it (ssr.ts). */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const sink = (context as RouterContextProvider).get(renderErrorsContext);
  if (sink) sink.push(error);
  else console.error(error);
};

export const streamTimeout = 5_000;

/**
 * The page is sent once it is whole, not streamed: its policy names the hash of every script in it,
 * and goes out in a header before the first byte. No route defers data, so the shell would wait for
 * the same loaders anyway.
 */
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
  // React and React Router write the mark on their own scripts as a nonce; the root's script takes it too.
  const mark = newScriptMark();

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let status = responseStatusCode;
    const page = (
      <ScriptMarkContext.Provider value={mark}>
        <ServerRouter context={routerContext} url={request.url} nonce={mark} />
      </ScriptMarkContext.Provider>
    );
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce: mark,
      onShellReady() {
        shellRendered = true;
      },
      onAllReady() {
        const chunks: Buffer[] = [];
        const body = new PassThrough();
        body.on('data', (chunk: Buffer) => chunks.push(chunk));
        body.on('error', reject);
        body.on('end', () => {
          const rendered = lowerModulePreloads(Buffer.concat(chunks).toString('utf8'), mark);
          const { html, hashes } = sealInlineScripts(rendered, mark);
          loadContext.get(renderedScriptsContext).hashes = hashes;
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(new Response(html, { headers: responseHeaders, status }));
        });
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

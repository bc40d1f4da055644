// The typed router context: how loaders and actions reach the server's services without an HTTP hop,
// how the render tells the server which inline scripts it wrote (for the page's policy), and how the
// server hears of loader errors.
import { createContext, type RouterContextProvider } from 'react-router';
import type { Deps } from '../server/deps.ts';

export const appContext = createContext<Deps>();
/**
 * Where a request's loader and action errors go (entry.server.tsx's handleError): the server reads
 * them after the render, to log them and to answer 503 when the database was away (ssr.ts).
 */
export const renderErrorsContext = createContext<unknown[] | null>(null);

/** Filled by the document's render (entry.server.tsx): a `'sha256-…'` source per inline script it wrote. */
export type RenderedScripts = { hashes: string[] };
export const renderedScriptsContext = createContext<RenderedScripts>();

export function getDeps(context: Readonly<RouterContextProvider>): Deps {
  return context.get(appContext);
}

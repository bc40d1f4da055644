// The typed router context: how loaders and actions reach the server's services without an HTTP hop,
// and how the render tells the server which inline scripts it wrote, for the page's policy.
import { createContext, type RouterContextProvider } from 'react-router';
import type { Deps } from '../server/deps.ts';

export const appContext = createContext<Deps>();

/** Filled by the document's render (entry.server.tsx): a `'sha256-…'` source per inline script it wrote. */
export type RenderedScripts = { hashes: string[] };
export const renderedScriptsContext = createContext<RenderedScripts>();

export function getDeps(context: Readonly<RouterContextProvider>): Deps {
  return context.get(appContext);
}

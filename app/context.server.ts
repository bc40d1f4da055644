// The typed router context: how loaders and actions reach the server's services without an HTTP hop,
// how the server hands the page its Content-Security-Policy nonce, and how it hears of loader errors.
import { createContext, type RouterContextProvider } from 'react-router';
import type { Deps } from '../server/deps.ts';

export const appContext = createContext<Deps>();
export const nonceContext = createContext<string>('');
/**
 * Where a request's loader and action errors go (entry.server.tsx's handleError): the server reads
 * them after the render, to log them and to answer 503 when the database was away (ssr.ts).
 */
export const renderErrorsContext = createContext<unknown[] | null>(null);

export function getDeps(context: Readonly<RouterContextProvider>): Deps {
  return context.get(appContext);
}

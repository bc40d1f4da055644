// The typed router context: how loaders and actions reach the server's services without an HTTP hop,
// and how the server hands the page its Content-Security-Policy nonce.
import { createContext, type RouterContextProvider } from 'react-router';
import type { Deps } from '../server/deps.ts';

export const appContext = createContext<Deps>();
export const nonceContext = createContext<string>('');

export function getDeps(context: Readonly<RouterContextProvider>): Deps {
  return context.get(appContext);
}

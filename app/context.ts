// The typed router context: how loaders and actions reach the server's services without an HTTP hop.
import { createContext, type RouterContextProvider } from 'react-router';
import type { Deps } from '../server/deps.ts';

export const appContext = createContext<Deps>();

export function getDeps(context: Readonly<RouterContextProvider>): Deps {
  return context.get(appContext);
}

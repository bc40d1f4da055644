// The typed router context: how loaders and actions reach the server's services without an HTTP hop,
// and how the server hands the page its Content-Security-Policy nonce.
import { createContext as createReactContext, useContext } from 'react';
import { createContext, type RouterContextProvider } from 'react-router';
import type { Deps } from '../server/deps.ts';

export const appContext = createContext<Deps>();
export const nonceContext = createContext<string>('');

export function getDeps(context: Readonly<RouterContextProvider>): Deps {
  return context.get(appContext);
}

/** The nonce of this response, for the page's inline scripts and styles. */
export const NonceContext = createReactContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  const fromServer = useContext(NonceContext);
  if (fromServer !== undefined || typeof document === 'undefined') return fromServer;
  // In the browser the page's own scripts carry it (as a property: browsers hide the attribute).
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
}

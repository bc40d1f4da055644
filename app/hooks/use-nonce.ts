// The page's Content-Security-Policy nonce for inline scripts and styles: handed down by the server's
// render, read back from the page's own scripts in the browser.
import { createContext, useContext } from 'react';

/** The nonce of this response, for the page's inline scripts and styles. */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  const fromServer = useContext(NonceContext);
  if (fromServer !== undefined || typeof document === 'undefined') return fromServer;
  // In the browser the page's own scripts carry it (as a property: browsers hide the attribute).
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
}

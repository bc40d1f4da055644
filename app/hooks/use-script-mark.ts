// The mark the server's render puts on the inline scripts it writes, so that the page's policy allows
// those and no other (app/lib/inline-scripts.server.ts). Only the server's render has one: the page
// is sent without it, and in the browser there is none.
import { createContext, useContext } from 'react';

export const ScriptMarkContext = createContext<string | undefined>(undefined);

/** The mark for an inline script of ours, as its `nonce` attribute; undefined in the browser. */
export function useScriptMark(): string | undefined {
  return useContext(ScriptMarkContext);
}

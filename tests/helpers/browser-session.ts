// A browser tab for the admin's API calls under Node: a window, an in-memory localStorage holding a
// signed-in token, and a fetch that answers what the test says. Undo with `vi.unstubAllGlobals()`.
import { vi } from 'vitest';

export function stubSignedInTab(token: string) {
  const store = new Map<string, string>();
  vi.stubGlobal('window', { location: { origin: 'http://localhost' } });
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => store.set(key, value),
    removeItem: (key: string) => store.delete(key),
    clear: () => store.clear(),
  });
  localStorage.setItem('token', token);
}

/** Every fetch from now on answers this body as JSON. */
export function answerFetch(body: object) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(body)),
  );
}

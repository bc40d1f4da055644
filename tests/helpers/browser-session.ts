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

/** A writer as the API answers one, with the fields the test is about. */
export function answeredWriter(fields: { id: number; name: string; email: string; role: 'admin' | 'writer' }) {
  return {
    profile_img_url: null,
    profile_text: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-02T00:00:00.000Z',
    ...fields,
  };
}

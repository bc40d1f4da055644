import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToken } from '../../../lib/session-storage.ts';
import { updateWriter } from './update-writer.ts';

const writer = {
  id: 3,
  name: '編集長',
  email: 'chief@example.com',
  role: 'admin',
  profile_img_url: null,
  profile_text: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-02T00:00:00.000Z',
};

describe('updateWriter', () => {
  beforeEach(() => {
    const store = new Map<string, string>();
    vi.stubGlobal('window', { location: { origin: 'http://localhost' } });
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => store.set(key, value),
      removeItem: (key: string) => store.delete(key),
      clear: () => store.clear(),
    });
    localStorage.setItem('token', 'token-before-the-change');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  const answer = (body: object) =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(body)),
    );

  it('keeps an admin who sets their own password signed in with the token it answers', async () => {
    answer({ writer: { ...writer, id: 9, name: 'ライター' } });
    await updateWriter(9, { password: 'set-for-someone-else' });
    expect(getToken()).toBe('token-before-the-change');

    answer({ writer, token: 'token-after-the-change' });
    expect(await updateWriter(3, { password: 'my-own-new-password' })).toMatchObject({ id: 3 });
    expect(getToken()).toBe('token-after-the-change');
  });
});

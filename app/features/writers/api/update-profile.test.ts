import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToken } from '../../../lib/session-storage.ts';
import { updateProfile } from './update-profile.ts';

const writer = {
  id: 7,
  name: '山田 花子',
  email: 'hanako@example.com',
  role: 'writer',
  profile_img_url: null,
  profile_text: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-02T00:00:00.000Z',
};

describe('updateProfile', () => {
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

  it('keeps the tab signed in with the token a password change answers', async () => {
    answer({ writer });
    expect(await updateProfile({ name: '山田 花子' })).toMatchObject({ name: '山田 花子' });
    expect(getToken()).toBe('token-before-the-change');

    answer({ writer, token: 'token-after-the-change' });
    await updateProfile({ password: 'brand-new-password', current_password: 'old-password' });
    expect(getToken()).toBe('token-after-the-change');
    expect(JSON.parse(localStorage.getItem('writer') ?? '{}')).toMatchObject({ id: 7 });
  });
});

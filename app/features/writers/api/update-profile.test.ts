import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerFetch, stubSignedInTab } from '../../../../tests/helpers/browser-session.ts';
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
  beforeEach(() => stubSignedInTab('token-before-the-change'));
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the tab signed in with the token a password change answers', async () => {
    answerFetch({ writer });
    expect(await updateProfile({ name: '山田 花子' })).toMatchObject({ name: '山田 花子' });
    expect(getToken()).toBe('token-before-the-change');

    answerFetch({ writer, token: 'token-after-the-change' });
    await updateProfile({ password: 'brand-new-password', current_password: 'old-password' });
    expect(getToken()).toBe('token-after-the-change');
    expect(JSON.parse(localStorage.getItem('writer') ?? '{}')).toMatchObject({ id: 7 });
  });
});

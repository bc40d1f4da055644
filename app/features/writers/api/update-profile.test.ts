import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answeredWriter, answerFetch, stubSignedInTab } from '../../../../tests/helpers/browser-session.ts';
import { getToken } from '../../../lib/session-storage.ts';
import { updateProfile } from './update-profile.ts';

const writer = answeredWriter({ id: 7, name: '山田 花子', email: 'hanako@example.com', role: 'writer' });

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

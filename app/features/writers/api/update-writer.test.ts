import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answeredWriter, answerFetch, stubSignedInTab } from '../../../../tests/helpers/browser-session.ts';
import { getToken } from '../../../lib/session-storage.ts';
import { updateWriter } from './update-writer.ts';

const writer = answeredWriter({ id: 3, name: '編集長', email: 'chief@example.com', role: 'admin' });

describe('updateWriter', () => {
  beforeEach(() => stubSignedInTab('token-before-the-change'));
  afterEach(() => vi.unstubAllGlobals());

  it('keeps an admin who sets their own password signed in with the token it answers', async () => {
    answerFetch({ writer: { ...writer, id: 9, name: 'ライター' } });
    await updateWriter(9, { password: 'set-for-someone-else' });
    expect(getToken()).toBe('token-before-the-change');

    answerFetch({ writer, token: 'token-after-the-change' });
    expect(await updateWriter(3, { password: 'my-own-new-password' })).toMatchObject({ id: 3 });
    expect(getToken()).toBe('token-after-the-change');
  });
});

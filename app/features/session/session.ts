// The admin session in the browser: the guard every admin route awaits, and logout.
import { redirect } from 'react-router';
import type { Writer } from '../../../contract/writers.ts';
import { ApiError } from '../../lib/api-client.ts';
import { WRITER_STORAGE_KEY } from '../../lib/constants.ts';
import { clearSession, expireSession, getToken } from '../../lib/session-storage.ts';
import { getIsLogin } from './api/get-is-login.ts';

let verified: Promise<Writer> | null = null;
let verifiedToken: string | null = null;

/**
 * For every admin clientLoader: no token → /signin; otherwise the token is verified with
 * GET is_login once per page load (and again only when the token changes).
 */
export async function requireSession(): Promise<Writer> {
  const token = getToken();
  if (!token) {
    expireSession();
    throw redirect('/signin');
  }
  if (!verified || verifiedToken !== token) {
    verifiedToken = token;
    verified = getIsLogin().then(({ writer }) => {
      localStorage.setItem(WRITER_STORAGE_KEY, JSON.stringify(writer));
      return writer;
    });
    verified.catch(() => {
      verified = null;
    });
  }
  try {
    return await verified;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      expireSession();
      throw redirect('/signin');
    }
    throw error;
  }
}

/** After the signed-in writer changed their own profile: the stored copy and the guard's answer follow. */
export function rememberWriter(writer: Writer) {
  localStorage.setItem(WRITER_STORAGE_KEY, JSON.stringify(writer));
  verified = Promise.resolve(writer);
  verifiedToken = getToken();
}

export function logout() {
  verified = null;
  clearSession();
}

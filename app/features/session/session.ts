// The admin session in the browser: the guard every admin route awaits, logout, and the
// notice the sign-in page shows when a session ended.
import { redirect } from 'react-router';
import type { Writer } from '../../../contract/writers.ts';
import { ApiError, clearSession, getToken, LOGIN_REQUIRED } from '../../lib/api-client.ts';
import { TOKEN_STORAGE_KEY, WRITER_STORAGE_KEY } from '../../lib/constants.ts';
import { getIsLogin } from './api/get-is-login.ts';

const NOTICE_KEY = 'signin:notice';
const NEXT_KEY = 'signin:next';

let verified: Promise<Writer> | null = null;
let verifiedToken: string | null = null;

/** Ends the session but keeps unsaved drafts (`draft:*`), then goes to /signin with the notice. */
export function expireSession(next = `${window.location.pathname}${window.location.search}`) {
  localStorage.removeItem(TOKEN_STORAGE_KEY);
  localStorage.removeItem(WRITER_STORAGE_KEY);
  rememberSigninNotice(LOGIN_REQUIRED, next);
  verified = null;
}

export function rememberSigninNotice(message: string, next?: string) {
  sessionStorage.setItem(NOTICE_KEY, message);
  if (next?.startsWith('/admin')) sessionStorage.setItem(NEXT_KEY, next);
}

/** Read once by the sign-in page. */
export function takeSigninNotice(): { message: string | null; next: string | null } {
  const message = sessionStorage.getItem(NOTICE_KEY);
  const next = sessionStorage.getItem(NEXT_KEY);
  sessionStorage.removeItem(NOTICE_KEY);
  return { message, next };
}

export function takeSigninNext(): string | null {
  const next = sessionStorage.getItem(NEXT_KEY);
  sessionStorage.removeItem(NEXT_KEY);
  return next?.startsWith('/admin') ? next : null;
}

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

/** Logout: all of local storage goes, as SPEC.md §4 says. */
export function logout() {
  verified = null;
  clearSession();
}

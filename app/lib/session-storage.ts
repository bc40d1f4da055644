// The browser session in storage (SPEC.md §3–§4): token and writer in localStorage, and the
// notice the sign-in page shows after a session ended. Unsaved drafts (`draft:*`) survive a 401.
import { TOKEN_STORAGE_KEY, WRITER_STORAGE_KEY } from './constants.ts';

export const LOGIN_REQUIRED = 'ログインしてください';

const NOTICE_KEY = 'signin:notice';
const NEXT_KEY = 'signin:next';

export function getToken(): string | null {
  return typeof localStorage === 'undefined' ? null : localStorage.getItem(TOKEN_STORAGE_KEY);
}

export function saveSession(token: string, writer: unknown) {
  localStorage.setItem(TOKEN_STORAGE_KEY, token);
  localStorage.setItem(WRITER_STORAGE_KEY, JSON.stringify(writer));
}

/** Logout: all of local storage goes, as SPEC.md §4 says. */
export function clearSession() {
  localStorage.clear();
}

/**
 * A session the server refused (401): token and writer go, drafts stay, and the sign-in page
 * will say why and lead back to where the writer was.
 */
export function expireSession(next = `${window.location.pathname}${window.location.search}`) {
  localStorage.removeItem(TOKEN_STORAGE_KEY);
  localStorage.removeItem(WRITER_STORAGE_KEY);
  rememberSigninNotice(LOGIN_REQUIRED, next);
}

function rememberSigninNotice(message: string, next?: string) {
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

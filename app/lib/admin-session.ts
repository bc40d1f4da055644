// The admin's session, read in the browser: the stored writer, confirmed once with the API.
import type { Writer } from '../../contract/writers.ts';
import { api, getToken } from './api-client.ts';

export async function requireSession(): Promise<Writer> {
  if (!getToken()) {
    window.location.assign('/signin');
    throw new Error('ログインしてください');
  }
  // A 401 here clears the session and goes to /signin (SPEC.md §8).
  const { writer } = await api<{ writer: Writer }>('GET', 'writers/is_login');
  return writer;
}

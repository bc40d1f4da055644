// GET /api/v1/redirects?page&per&keyword (admin): the redirect table, newest first.
import { type RedirectList, type RedirectListQuery, redirectListQuery } from '../../../../contract/redirects.ts';
import { api } from '../../../lib/api-client.ts';

export const getRedirectsInput = redirectListQuery;

export function getRedirects(query: RedirectListQuery): Promise<RedirectList> {
  return api<RedirectList>('GET', 'redirects', { query });
}

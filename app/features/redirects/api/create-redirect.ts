// POST /api/v1/redirects/new (admin): an editor's redirect, to a path or URL or to an article. The
// addresses go as typed: the server puts them in their stored form.
import type { z } from 'zod';
import type { Redirect, RedirectResponse, redirectInput } from '../../../../contract/redirects.ts';
import { api } from '../../../lib/api-client.ts';

export async function createRedirect(input: z.input<typeof redirectInput>): Promise<Redirect> {
  return (await api<RedirectResponse>('POST', 'redirects/new', { body: input })).redirect;
}

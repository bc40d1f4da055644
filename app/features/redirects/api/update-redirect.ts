// PATCH /api/v1/redirects/update?id (admin): the changed fields in the body, as typed.
import type { z } from 'zod';
import type { Redirect, RedirectResponse, redirectUpdate } from '../../../../contract/redirects.ts';
import { api } from '../../../lib/api-client.ts';

export async function updateRedirect(id: number, input: z.input<typeof redirectUpdate>): Promise<Redirect> {
  return (await api<RedirectResponse>('PATCH', 'redirects/update', { query: { id }, body: input })).redirect;
}

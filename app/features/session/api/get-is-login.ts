// GET /api/v1/writers/is_login: who the stored token belongs to (checked once per page load).
import type { z } from 'zod';
import type { isLoginResponse } from '../../../../contract/writers.ts';
import { api } from '../../../lib/api-client.ts';

export type IsLoginResponse = z.infer<typeof isLoginResponse>;

/** Raw: a 401 here is handled by the session guard, which keeps unsaved drafts. */
export function getIsLogin(): Promise<IsLoginResponse> {
  return api<IsLoginResponse>('GET', 'writers/is_login', { raw: true });
}

// PATCH /api/v1/articles/:id/refresh_locked_article: takes or extends the edit lock.
import type { z } from 'zod';
import type { lockResponse } from '../../../../contract/articles.ts';
import { api } from '../../../lib/api-client.ts';

export type LockResponse = z.infer<typeof lockResponse>;

/** A 423 comes back as ApiError whose body names `locked_by`; `force` is an admin's take-over. */
export function refreshLock(id: number, force = false): Promise<LockResponse> {
  return api<LockResponse>('PATCH', `articles/${id}/refresh_locked_article`, {
    query: force ? { force: 'true' } : undefined,
  });
}

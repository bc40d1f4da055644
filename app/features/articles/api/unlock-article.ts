// PATCH /api/v1/articles/:id/unlock_article: releases the edit lock when the editor closes.
import { getToken } from '../../../lib/session-storage.ts';

/**
 * Keepalive, so the request still goes out while the page unloads (sendBeacon can only POST).
 * Fire and forget: a lost unlock expires with the lock's TTL.
 */
export function unlockArticle(id: number): void {
  const token = getToken();
  if (!token) return;
  fetch(`/api/v1/articles/${id}/unlock_article`, {
    method: 'PATCH',
    keepalive: true,
    headers: { Accept: 'application/json', Authorization: `JWT ${token}` },
  }).catch(() => undefined);
}

// GET /api/v1/media: the media library, newest first.
import type { z } from 'zod';
import type { mediaListResponse } from '../../../../contract/media.ts';
import { useApiQuery } from '../../../hooks/use-api-query.ts';
import { api } from '../../../lib/api-client.ts';

export type MediaList = z.infer<typeof mediaListResponse>;

export function getMedia(query: { page?: number; per?: number }): Promise<MediaList> {
  return api<MediaList>('GET', 'media', { query });
}

export function useMedia(query: { page?: number; per?: number }, enabled = true) {
  return useApiQuery(enabled ? JSON.stringify(query) : null, () => getMedia(query));
}

// GET /api/v1/media: the media library, newest first.
import type { z } from 'zod';
import type { mediaListResponse } from '../../../../contract/media.ts';
import { api } from '../../../lib/api-client.ts';

export type MediaList = z.infer<typeof mediaListResponse>;

export function getMedia(query: { page?: number; per?: number }): Promise<MediaList> {
  return api<MediaList>('GET', 'media', { query });
}

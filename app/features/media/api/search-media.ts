// GET /api/v1/media/search: the library filtered by file name (and uploader), newest first.
import { api } from '../../../lib/api-client.ts';
import type { MediaList } from './get-media.ts';

export function searchMedia(query: { keyword?: string; writer_id?: number; page?: number; per?: number }) {
  return api<MediaList>('GET', 'media/search', { query });
}

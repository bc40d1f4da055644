// GET /api/v1/media/usage?id: where a picture is shown; PATCH /api/v1/media/update: what it shows.
import type { Media, MediaUsage } from '../../../../contract/media.ts';
import { api } from '../../../lib/api-client.ts';

export function getMediaUsage(id: number): Promise<MediaUsage> {
  return api<MediaUsage>('GET', 'media/usage', { query: { id } });
}

export function updateMediaAlt(id: number, alt: string): Promise<{ media: Media }> {
  return api<{ media: Media }>('PATCH', 'media/update', { body: { id, alt } });
}

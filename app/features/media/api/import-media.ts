// POST /api/v1/media/import: a picture on another site, stored in our library instead of hot-linked.

import { api } from '../../../lib/api-client.ts';
import type { UploadResult } from './upload-media.ts';

export function importMedia(url: string): Promise<UploadResult> {
  return api<UploadResult>('POST', 'media/import', { body: { url } });
}

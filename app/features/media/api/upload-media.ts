// POST /api/v1/media (multipart `file`): uploads an image; answers its URL and WebP variants. With
// `duplicate: 'refuse'`, a file already in the library is not stored again: see duplicateOf.
import type { z } from 'zod';
import {
  type duplicateUploadBody,
  MAX_UPLOAD_BYTES,
  type Media,
  UPLOAD_TYPES,
  type uploadQuery,
  type uploadResponse,
} from '../../../../contract/media.ts';
import { ApiError, api } from '../../../lib/api-client.ts';

export type UploadResult = z.infer<typeof uploadResponse>;

/** The checks the server makes, done first so a wrong file fails at once. */
function checkUploadFile(file: File): string | null {
  if (!(UPLOAD_TYPES as readonly string[]).includes(file.type))
    return 'JPEG・PNG・WebP・GIF・AVIF の画像を選んでください';
  if (file.size > MAX_UPLOAD_BYTES) return 'ファイルサイズは10MBまでです';
  return null;
}

// Said in Japanese even when a proxy in front of the API answers these with a page of its own.
const STATUS_MESSAGES: Record<number, string> = {
  413: 'ファイルサイズは10MBまでです',
  415: 'JPEG・PNG・WebP・GIF・AVIF の画像のみアップロードできます',
};

export async function uploadMedia(file: File, query: z.input<typeof uploadQuery> = {}): Promise<UploadResult> {
  const problem = checkUploadFile(file);
  if (problem) throw new ApiError(problem, 422, { errors: { file: [problem] } });
  const form = new FormData();
  form.append('file', file, file.name);
  try {
    return await api<UploadResult>('POST', 'media', { body: form, query });
  } catch (error) {
    const message = error instanceof ApiError && error.body === null ? STATUS_MESSAGES[error.status] : undefined;
    throw message ? new ApiError(message, (error as ApiError).status, null) : error;
  }
}

/** The library's picture made from the same file, when that is why an upload was refused. */
export function duplicateOf(error: unknown): Media | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  return (error.body as z.infer<typeof duplicateUploadBody> | null)?.media ?? null;
}

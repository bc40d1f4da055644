// POST /api/v1/media (multipart `file`): uploads an image; answers its URL and WebP variants.
// The shared client sends JSON only, so this one request applies the SPEC.md §8 rules itself.
import type { z } from 'zod';
import { MAX_UPLOAD_BYTES, UPLOAD_TYPES, type uploadResponse } from '../../../../contract/media.ts';
import { ApiError, EMPTY_BODY, getToken, LOGIN_REQUIRED } from '../../../lib/api-client.ts';
import { expireSession } from '../../session/session.ts';

export type UploadResult = z.infer<typeof uploadResponse>;

/** The checks the server makes, done first so a wrong file fails at once. */
export function checkUploadFile(file: File): string | null {
  if (!(UPLOAD_TYPES as readonly string[]).includes(file.type))
    return 'JPEG・PNG・WebP・GIF・AVIF の画像を選んでください';
  if (file.size > MAX_UPLOAD_BYTES) return 'ファイルサイズは10MBまでです';
  return null;
}

export async function uploadMedia(file: File): Promise<UploadResult> {
  const problem = checkUploadFile(file);
  if (problem) throw new ApiError(problem, 422, { errors: { file: [problem] } });
  const form = new FormData();
  form.append('file', file, file.name);
  const token = getToken();
  const response = await fetch('/api/v1/media', {
    method: 'POST',
    headers: { Accept: 'application/json', ...(token ? { Authorization: `JWT ${token}` } : {}) },
    body: form,
  });
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (response.status === 401) {
    expireSession();
    window.location.assign('/signin');
    throw new ApiError(LOGIN_REQUIRED, 401, body);
  }
  if (body === null) throw new ApiError(EMPTY_BODY, response.status, null);
  if (!response.ok) {
    const error = new ApiError((body as { message?: string }).message ?? '', response.status, body);
    throw new ApiError(
      Object.values(error.fieldErrors).join('\n') || error.message || 'アップロードできませんでした',
      response.status,
      body,
    );
  }
  return body as UploadResult;
}

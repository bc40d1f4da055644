// The browser's way to the API, with the error rules of SPEC.md §8 in one place.
import { expireSession, getToken, LOGIN_REQUIRED } from './session-storage.ts';

const EMPTY_BODY = 'API return value is wrong';

export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(message: string, status: number, body: unknown) {
    super(message);
    this.status = status;
    this.body = body;
  }
  /** Field → first message, from a 422 body. */
  get fieldErrors(): Record<string, string> {
    const errors = (this.body as { errors?: Record<string, string[]> } | null)?.errors ?? {};
    return Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages[0] ?? '']));
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type RequestOptions = {
  query?: Record<string, string | number | boolean | undefined | null>;
  /** JSON, or FormData for uploads (the browser sets the multipart boundary). */
  body?: unknown;
  /** Pass errors to the caller untouched instead of applying the shared 401/422 rules. */
  raw?: boolean;
};

export async function api<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const url = new URL(`/api/v1/${path.replace(/^\//, '')}`, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getToken();
  if (token) headers.Authorization = `JWT ${token}`;
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  const response = await fetch(url, {
    method,
    headers,
    body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
  });
  const text = await response.text();
  const body = text ? safeJson(text) : null;

  if (response.ok) {
    if (response.status === 204) return null as T;
    if (body === null) throw new ApiError(EMPTY_BODY, response.status, null);
    return body as T;
  }
  const message = (body as { message?: string } | null)?.message ?? `HTTP ${response.status}`;
  const error = new ApiError(message, response.status, body);
  if (options.raw) throw error;
  if (response.status === 401) {
    expireSession();
    window.location.assign('/signin');
    throw new ApiError(LOGIN_REQUIRED, 401, body);
  }
  if (response.status === 422) {
    throw new ApiError(Object.values(error.fieldErrors).join('\n') || message, 422, body);
  }
  if (body === null) throw new ApiError(EMPTY_BODY, response.status, null);
  throw error;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

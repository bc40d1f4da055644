// Admin loaders: a malformed id in the URL, or an API 404, shows the admin's 404 page (with the
// API's own wording when it has one).
import { data } from 'react-router';
import { idSchema } from '../../contract/common.ts';
import { ApiError } from './api-client.ts';
import { NOT_FOUND_TEXT } from './error-text.ts';

export function idFromParam(value: string | undefined): number {
  const parsed = idSchema.safeParse(value);
  if (!parsed.success) throw data(NOT_FOUND_TEXT, { status: 404 });
  return parsed.data;
}

export async function orApiNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(error.message, { status: 404 });
    throw error;
  }
}

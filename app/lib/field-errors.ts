// Turns a failed check (Zod on the client, a 422 from the API) into one message per form field.
import type { z } from 'zod';
import { ApiError } from './api-client.ts';

export type FieldErrors = Record<string, string>;

/** The first issue of each top-level field. */
export function zodFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** A 422's fields, or null when the error is not about fields (shown as a notification instead). */
export function apiFieldErrors(error: unknown): FieldErrors | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const fields = error.fieldErrors;
  return Object.keys(fields).length ? fields : null;
}

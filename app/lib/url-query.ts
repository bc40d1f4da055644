// Admin screens keep their query in the URL: it is read through the contract's schema, and a
// hand-edited URL that does not fit falls back to the defaults (the caller may say so).
import type { z } from 'zod';

export function queryFromUrl<S extends z.ZodType>(
  schema: S,
  request: Request,
  fixed: Record<string, unknown> = {},
): { query: z.output<S>; valid: boolean } {
  const parsed = schema.safeParse({ ...Object.fromEntries(new URL(request.url).searchParams), ...fixed });
  return parsed.success ? { query: parsed.data, valid: true } : { query: schema.parse(fixed), valid: false };
}

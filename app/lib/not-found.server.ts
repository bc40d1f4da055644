// Loaders turn a service's "not found" into a 404; withNotFoundPage (not-found-page.server.ts)
// makes that 404 the site's own page.
import { idSchema } from '../../contract/common.ts';
import { AppError } from '../../server/errors.ts';

export async function orNotFound<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof AppError && (error.code === 'not_found' || error.code === 'validation')) {
      throw new Response(null, { status: 404 });
    }
    throw error;
  }
}

/** An id route param written as plain digits, or a 404 ("failed route validation"). */
export function idParam(value: string | undefined): number {
  const id = value !== undefined && /^\d+$/.test(value) ? idSchema.safeParse(value) : undefined;
  if (!id?.success) throw new Response(null, { status: 404 });
  return id.data;
}

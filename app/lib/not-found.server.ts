// Loaders turn a service's "not found" into a 404; withNotFoundPage (not-found-page.server.ts)
// makes that 404 the site's own page.
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

/** A positive integer route param, or a 404 ("failed route validation"). */
export function idParam(value: string | undefined): number {
  const id = Number(value);
  if (!value || !/^\d{1,9}$/.test(value) || id < 1) throw new Response(null, { status: 404 });
  return id;
}

// Counts a redirect's hit without holding up the answer: the update runs after the 301 is on its way.
import { eq, sql } from 'drizzle-orm';
import { redirects } from '../../db/schema/redirects.ts';
import type { Deps } from '../../deps.ts';

export function countRedirectHit(deps: Pick<Deps, 'db' | 'log'>, options: { id: number }): void {
  deps.db
    .update(redirects)
    .set({ hits: sql`${redirects.hits} + 1`, lastHitAt: new Date() })
    .where(eq(redirects.id, options.id))
    .then(
      () => {},
      // A lost count is no reason to fail a reader (the database may be closing, or busy).
      (error: unknown) => deps.log.warn({ err: error }, 'a redirect hit was not counted'),
    );
}

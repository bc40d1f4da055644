// The one answer to "is this edit lock live?": held, and not past its end by the database's clock.
// Every reader and writer of locks asks here, so the app's clock never disagrees with the UPDATE that
// takes a lock.
import { and, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import { writers } from '../../db/schema/accounts.ts';
import { articles } from '../../db/schema/content.ts';
import type { Deps } from '../../deps.ts';

/** The lock of the row at hand is held and has not run out. */
export const lockIsLive: SQL = and(isNotNull(articles.lockedBy), sql`${articles.lockedUntil} > now()`) as SQL;

/** The writer holding a live lock on the article, or null. `inTrash`: the holder has since been trashed. */
export async function lockHolder(deps: Pick<Deps, 'db'>, articleId: number) {
  const [holder] = await deps.db
    .select({ id: writers.id, name: writers.name, until: articles.lockedUntil, deletedAt: writers.deletedAt })
    .from(articles)
    .innerJoin(writers, eq(writers.id, articles.lockedBy))
    .where(and(eq(articles.id, articleId), lockIsLive));
  if (!holder) return null;
  return { id: holder.id, name: holder.name, until: holder.until as Date, inTrash: holder.deletedAt !== null };
}

/** The live lock's holder when it is someone other than `writer` (whose save or trash it refuses), else null. */
export async function otherLockHolder(deps: Pick<Deps, 'db'>, articleId: number, writer: { id: number }) {
  const holder = await lockHolder(deps, articleId);
  return holder && holder.id !== writer.id ? holder : null;
}

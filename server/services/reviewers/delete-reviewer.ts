// A live reviewer goes to the trash (off every page, still named on the articles, so a restore puts
// them back); one already there is deleted for good, with every article's mention of them.
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { reviewers } from '../../db/schema/reviewers.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { REVIEWER_NOT_FOUND } from './read-reviewer.ts';

export async function deleteReviewer(deps: Pick<Deps, 'db'>, options: { id: number }) {
  // Conditional writes: two deletes at once trash it once, and only a trashed row is ever removed.
  const [trashed] = await deps.db
    .update(reviewers)
    .set({ deletedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(reviewers.id, options.id), isNull(reviewers.deletedAt)))
    .returning({ id: reviewers.id });
  if (trashed) return { message: '監修者をゴミ箱に移しました', deleted: 'trash' as const };
  const [removed] = await deps.db
    .delete(reviewers)
    .where(and(eq(reviewers.id, options.id), isNotNull(reviewers.deletedAt)))
    .returning({ id: reviewers.id });
  if (!removed) throw AppError.notFound(REVIEWER_NOT_FOUND);
  return { message: '監修者を完全に削除しました', deleted: 'permanently' as const };
}

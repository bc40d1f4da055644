// Brings a reviewer back from the trash, onto the articles that still name them.
import { and, eq, isNotNull } from 'drizzle-orm';
import { reviewers } from '../../db/schema/reviewers.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';

export async function restoreReviewer(deps: Pick<Deps, 'db'>, options: { id: number }) {
  const [restored] = await deps.db
    .update(reviewers)
    .set({ deletedAt: null, updatedAt: new Date() })
    .where(and(eq(reviewers.id, options.id), isNotNull(reviewers.deletedAt)))
    .returning({ id: reviewers.id });
  if (!restored) throw AppError.notFound('ゴミ箱に監修者が見つかりませんでした');
  return { message: '監修者をゴミ箱から戻しました' };
}

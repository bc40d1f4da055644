// One reviewer as admins see it, with the number of articles (out of the trash) that name them.
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Reviewer } from '../../../contract/reviewers.ts';
import { articles } from '../../db/schema/content.ts';
import { articleReviewers, reviewers } from '../../db/schema/reviewers.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { toReviewerJson } from './reviewer-json.ts';

export const REVIEWER_NOT_FOUND = '監修者が見つかりませんでした';

export async function readReviewer(deps: Pick<Deps, 'db'>, options: { id: number }): Promise<Reviewer> {
  const [row] = await deps.db.select().from(reviewers).where(eq(reviewers.id, options.id));
  if (!row) throw AppError.notFound(REVIEWER_NOT_FOUND);
  const [counted] = await deps.db
    .select({ n: count() })
    .from(articleReviewers)
    .innerJoin(articles, eq(articles.id, articleReviewers.articleId))
    .where(and(eq(articleReviewers.reviewerId, row.id), isNull(articles.deletedAt)));
  return toReviewerJson(row, counted?.n ?? 0);
}

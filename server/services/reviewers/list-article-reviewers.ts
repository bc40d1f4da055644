// The reviewers an article names, in the byline's order; those in the trash are left out.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { PublicReviewer } from '../../../contract/reviewers.ts';
import type { Database } from '../../db/client.ts';
import { articleReviewers, reviewers } from '../../db/schema/reviewers.ts';
import { toPublicReviewerJson } from './reviewer-json.ts';

export async function listArticleReviewers(
  deps: { db: Database },
  options: { articleId: number },
): Promise<PublicReviewer[]> {
  const rows = await deps.db
    .select({ reviewer: reviewers })
    .from(articleReviewers)
    .innerJoin(reviewers, eq(reviewers.id, articleReviewers.reviewerId))
    .where(and(eq(articleReviewers.articleId, options.articleId), isNull(reviewers.deletedAt)))
    .orderBy(asc(articleReviewers.position), asc(reviewers.id));
  return rows.map((row) => toPublicReviewerJson(row.reviewer));
}

// /reviewers/:id: a live reviewer's public profile and one page of the public articles they reviewed,
// newest first (article_reviewers' reviewer index, then the public list's order).
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ArticleList } from '../../../contract/articles.ts';
import type { PageQuery } from '../../../contract/common.ts';
import type { PublicReviewer } from '../../../contract/reviewers.ts';
import { articles } from '../../db/schema/content.ts';
import { articleReviewers, reviewers } from '../../db/schema/reviewers.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { listArticlePage } from '../articles/public/list-article-page.ts';
import { REVIEWER_NOT_FOUND } from './read-reviewer.ts';
import { toPublicReviewerJson } from './reviewer-json.ts';

export async function getReviewerPage(
  deps: Pick<Deps, 'db' | 'publicCache'>,
  input: PageQuery & { reviewer_id: number },
): Promise<ArticleList & { reviewer: PublicReviewer }> {
  const [row] = await deps.db
    .select()
    .from(reviewers)
    .where(and(eq(reviewers.id, input.reviewer_id), isNull(reviewers.deletedAt)));
  if (!row) throw AppError.notFound(REVIEWER_NOT_FOUND);
  const list = await listArticlePage(deps, {
    where: sql`${articles.id} in (select ${articleReviewers.articleId} from ${articleReviewers} where ${articleReviewers.reviewerId} = ${row.id})`,
    page: { page: input.page, per: input.per },
  });
  return { reviewer: toPublicReviewerJson(row), ...list };
}

// PUT /api/v1/articles/reviewers: all of an article's reviewers, in order (none removes them).
import type { ArticleReviewers, PublicReviewer } from '../../../../contract/reviewers.ts';
import { api } from '../../../lib/api-client.ts';

export async function setArticleReviewers(articleId: number, reviewerIds: number[]): Promise<PublicReviewer[]> {
  const body = { id: articleId, reviewer_ids: reviewerIds };
  return (await api<ArticleReviewers>('PUT', 'articles/reviewers', { body })).reviewers;
}

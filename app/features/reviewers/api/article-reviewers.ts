// GET and PUT /api/v1/articles/reviewers: the reviewers an article names, read and chosen in the editor.
import type { ArticleReviewers, PublicReviewer } from '../../../../contract/reviewers.ts';
import { api } from '../../../lib/api-client.ts';

export async function getArticleReviewers(articleId: number): Promise<PublicReviewer[]> {
  return (await api<ArticleReviewers>('GET', 'articles/reviewers', { query: { id: articleId } })).reviewers;
}

export async function setArticleReviewers(articleId: number, reviewerIds: number[]): Promise<PublicReviewer[]> {
  const body = { id: articleId, reviewer_ids: reviewerIds };
  return (await api<ArticleReviewers>('PUT', 'articles/reviewers', { body })).reviewers;
}

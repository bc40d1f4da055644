// GET /api/v1/articles/reviewers?id: the reviewers an article names, in the byline's order.
import type { ArticleReviewers, PublicReviewer } from '../../../../contract/reviewers.ts';
import { api } from '../../../lib/api-client.ts';

export async function getArticleReviewers(articleId: number): Promise<PublicReviewer[]> {
  return (await api<ArticleReviewers>('GET', 'articles/reviewers', { query: { id: articleId } })).reviewers;
}

// GET /api/v1/reviewers?page&per&keyword&trash: the reviewers in よみ order (writers may read it to pick).
import { type ReviewerList, type ReviewerListQuery, reviewerListQuery } from '../../../../contract/reviewers.ts';
import { api } from '../../../lib/api-client.ts';

export const getReviewersInput = reviewerListQuery;

export function getReviewers(query: Partial<ReviewerListQuery>): Promise<ReviewerList> {
  return api<ReviewerList>('GET', 'reviewers', { query });
}

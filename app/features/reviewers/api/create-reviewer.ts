// POST /api/v1/reviewers/new (admin): a new 監修者, the fields as typed.
import type { z } from 'zod';
import type { Reviewer, ReviewerResponse, reviewerInput } from '../../../../contract/reviewers.ts';
import { api } from '../../../lib/api-client.ts';

export async function createReviewer(input: z.input<typeof reviewerInput>): Promise<Reviewer> {
  return (await api<ReviewerResponse>('POST', 'reviewers/new', { body: input })).reviewer;
}

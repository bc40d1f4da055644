// PATCH /api/v1/reviewers/update?id (admin): the changed fields in the body.
import type { z } from 'zod';
import type { Reviewer, ReviewerResponse, reviewerUpdate } from '../../../../contract/reviewers.ts';
import { api } from '../../../lib/api-client.ts';

export async function updateReviewer(id: number, input: z.input<typeof reviewerUpdate>): Promise<Reviewer> {
  return (await api<ReviewerResponse>('PATCH', 'reviewers/update', { query: { id }, body: input })).reviewer;
}

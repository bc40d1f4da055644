// Adds a reviewer (admins only: the route says so).
import type { Reviewer, ReviewerInput } from '../../../contract/reviewers.ts';
import { reviewers } from '../../db/schema/reviewers.ts';
import type { Deps } from '../../deps.ts';
import { readReviewer } from './read-reviewer.ts';

export async function createReviewer(deps: Pick<Deps, 'db'>, input: ReviewerInput): Promise<Reviewer> {
  const [row] = await deps.db
    .insert(reviewers)
    .values({
      name: input.name,
      reading: input.reading,
      credentials: input.credentials,
      affiliation: input.affiliation ?? null,
      photoUrl: input.photo_url ?? null,
      profile: input.profile ?? null,
      links: input.links,
    })
    .returning({ id: reviewers.id });
  if (!row) throw new Error('insert returned no row');
  return readReviewer(deps, { id: row.id });
}

// Changes a reviewer; what the request leaves out stays as stored. A reviewer in the trash can be edited too.
import { eq } from 'drizzle-orm';
import type { Reviewer, ReviewerUpdate } from '../../../contract/reviewers.ts';
import { reviewers } from '../../db/schema/reviewers.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { REVIEWER_NOT_FOUND, readReviewer } from './read-reviewer.ts';

export async function updateReviewer(
  deps: Pick<Deps, 'db'>,
  options: { id: number; input: ReviewerUpdate },
): Promise<Reviewer> {
  const { id, input } = options;
  const [updated] = await deps.db
    .update(reviewers)
    .set({
      ...(input.name !== undefined && { name: input.name }),
      ...(input.reading !== undefined && { reading: input.reading }),
      ...(input.credentials !== undefined && { credentials: input.credentials }),
      ...(input.affiliation !== undefined && { affiliation: input.affiliation }),
      ...(input.photo_url !== undefined && { photoUrl: input.photo_url }),
      ...(input.profile !== undefined && { profile: input.profile }),
      ...(input.links !== undefined && { links: input.links }),
      updatedAt: new Date(),
    })
    .where(eq(reviewers.id, id))
    .returning({ id: reviewers.id });
  if (!updated) throw AppError.notFound(REVIEWER_NOT_FOUND);
  return readReviewer(deps, { id });
}

// A reviewer on the wire: what readers see (the box, their page) and what admins see besides.
import { safeUrlOrNull } from '../../../contract/common.ts';
import type { PublicReviewer, Reviewer } from '../../../contract/reviewers.ts';
import type { reviewers } from '../../db/schema/reviewers.ts';

export type ReviewerRow = typeof reviewers.$inferSelect;

export function toPublicReviewerJson(row: ReviewerRow): PublicReviewer {
  return {
    id: row.id,
    name: row.name,
    reading: row.reading,
    credentials: row.credentials,
    affiliation: row.affiliation,
    photo_url: safeUrlOrNull(row.photoUrl),
    profile: row.profile,
    // Rows are checked on write; a link that no longer passes the rule is left out, not shown.
    links: row.links.flatMap((link) => {
      const url = safeUrlOrNull(link.url);
      return url ? [{ label: link.label, url }] : [];
    }),
  };
}

export function toReviewerJson(row: ReviewerRow, articleCount: number): Reviewer {
  return {
    ...toPublicReviewerJson(row),
    article_count: articleCount,
    in_trash: row.deletedAt !== null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

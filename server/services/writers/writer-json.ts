// The views of a writer on the wire: staff (with email and role), public (neither), and the name
// that signs a revision, a comment or a link.
import { safeUrlOrNull } from '../../../contract/common.ts';
import { shownSnsLinks } from '../../../contract/sns-links.ts';
import type { PublicWriter, Writer } from '../../../contract/writers.ts';
import type { writers } from '../../db/schema/accounts.ts';

export type WriterRow = typeof writers.$inferSelect;

/** The columns a public view needs: a query for cards selects only these. */
export type PublicWriterRow = Pick<
  WriterRow,
  'id' | 'name' | 'profileImgUrl' | 'profileText' | 'reading' | 'jobTitle' | 'snsLinks'
>;

export function toPublicWriterJson(row: PublicWriterRow): PublicWriter {
  return {
    id: row.id,
    name: row.name,
    profile_img_url: safeUrlOrNull(row.profileImgUrl),
    profile_text: row.profileText,
    reading: row.reading,
    job_title: row.jobTitle,
    sns_links: shownSnsLinks(row.snsLinks),
  };
}

export function toWriterJson(row: WriterRow): Writer {
  return {
    ...toPublicWriterJson(row),
    email: row.email,
    role: row.role,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Who did something, from a left join on writers: null once that account is deleted. */
export function authorRef(id: number | null, name: string | null): { id: number; name: string } | null {
  return id !== null && name !== null ? { id, name } : null;
}

// The two views of a writer on the wire: staff (with email and role) and public (neither).
import { safeUrlOrNull } from '../../../contract/common.ts';
import type { PublicWriter, Writer } from '../../../contract/writers.ts';
import type { writers } from '../../db/schema.ts';

export type WriterRow = typeof writers.$inferSelect;

/** The columns a public view needs: a query for cards selects only these. */
export type PublicWriterRow = Pick<WriterRow, 'id' | 'name' | 'profileImgUrl' | 'profileText'>;

export function toPublicWriterJson(row: PublicWriterRow): PublicWriter {
  return {
    id: row.id,
    name: row.name,
    profile_img_url: safeUrlOrNull(row.profileImgUrl),
    profile_text: row.profileText,
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

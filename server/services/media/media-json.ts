// A media row as the API shows it.
import type { Media } from '../../../contract/media.ts';
import type { media } from '../../db/schema/content.ts';

export function toMediaJson(row: typeof media.$inferSelect): Media {
  return {
    id: row.id,
    url: row.url,
    variants: row.variants,
    width: row.width,
    height: row.height,
    mime: row.mime,
    bytes: row.bytes,
    alt: row.alt,
    writer_id: row.writerId,
    created_at: row.createdAt.toISOString(),
  };
}

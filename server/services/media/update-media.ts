// Changes what the library says a picture shows (its alternative text): for admins and for the
// writer who uploaded it. Articles keep the text they were given when the picture went in; the
// thumbnails' alt is read from here, so public pages are dropped from the cache when it changes.
import { eq } from 'drizzle-orm';
import type { Media } from '../../../contract/media.ts';
import { media } from '../../db/schema/content.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import type { WriterRow } from '../writers/writer-json.ts';
import { toMediaJson } from './media-json.ts';
import { loadMedia } from './media-usage.ts';

export async function updateMedia(
  deps: Pick<Deps, 'db' | 'publicCache'>,
  input: { writer: WriterRow; id: number; alt: string },
): Promise<{ media: Media }> {
  const row = await loadMedia(deps, input.id);
  if (input.writer.role !== 'admin' && row.writerId !== input.writer.id) {
    throw AppError.forbidden('代替テキストを変えられるのは、アップロードした人と管理者だけです');
  }
  if (input.alt === row.alt) return { media: toMediaJson(row) };
  const [updated] = await deps.db.update(media).set({ alt: input.alt }).where(eq(media.id, row.id)).returning();
  await deps.publicCache.invalidate();
  return { media: toMediaJson(updated ?? row) };
}

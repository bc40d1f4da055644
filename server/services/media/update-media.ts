// Changes what the library says a picture shows (its alternative text): for admins and for the
// writer who uploaded it, while any writer may describe a picture nobody has described yet (the
// editor keeps there what a writer wrote where they used it). Articles keep the text they were given
// when the picture went in; the thumbnails' alt is read from here, so public pages are dropped from
// the cache when it changes.
import { and, eq } from 'drizzle-orm';
import type { Media } from '../../../contract/media.ts';
import { media } from '../../db/schema/content.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import type { WriterRow } from '../writers/writer-json.ts';
import { toMediaJson } from './media-json.ts';
import { loadMedia } from './media-usage.ts';

const ONLY_UPLOADER = '代替テキストを変えられるのは、アップロードした人と管理者だけです';

export async function updateMedia(
  deps: Pick<Deps, 'db' | 'publicCache'>,
  input: { writer: WriterRow; id: number; alt: string },
): Promise<{ media: Media }> {
  const row = await loadMedia(deps, input.id);
  const mayChange = input.writer.role === 'admin' || row.writerId === input.writer.id;
  if (!mayChange && row.alt !== '') throw AppError.forbidden(ONLY_UPLOADER);
  if (input.alt === row.alt) return { media: toMediaJson(row) };
  // Still undescribed as it is written: of two writers describing it at once, the second is refused.
  const [updated] = await deps.db
    .update(media)
    .set({ alt: input.alt })
    .where(and(eq(media.id, row.id), mayChange ? undefined : eq(media.alt, '')))
    .returning();
  if (!updated) throw mayChange ? AppError.notFound('画像が見つかりませんでした') : AppError.forbidden(ONLY_UPLOADER);
  await deps.publicCache.invalidate();
  return { media: toMediaJson(updated) };
}

// Permanently deletes a media item and its files: only when nothing shows it any more, and the
// refusal says where it is shown.
import { eq } from 'drizzle-orm';
import { media } from '../../db/schema/content.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { describeUsage, loadMedia, mediaUsage } from './media-usage.ts';

export async function deleteMedia(deps: Pick<Deps, 'db' | 'storage'>, input: { id: number }) {
  const row = await loadMedia(deps, input.id);
  const places = describeUsage(await mediaUsage(deps, row));
  if (places) throw AppError.validation({ id: [`この画像は${places}で使われているため削除できません`] });
  await deps.db.delete(media).where(eq(media.id, input.id));
  for (const url of [row.url, ...row.variants.map((v) => v.url)]) await deps.storage.remove(url);
  return { message: '画像を削除しました' };
}

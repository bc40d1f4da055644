// Permanently deletes a media item and its files: only when nothing shows it any more. Trashed
// articles and writers count as users, since they can come back from the trash.
import { count, eq, like, or } from 'drizzle-orm';
import { ads, articles, media, shopItems, writers } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { escapeLike } from '../search/match-keyword.ts';

export async function deleteMedia(deps: Pick<Deps, 'db' | 'storage'>, input: { id: number }) {
  const [row] = await deps.db.select().from(media).where(eq(media.id, input.id));
  if (!row) throw AppError.notFound('画像が見つかりませんでした');
  const urls = [row.url, ...row.variants.map((v) => v.url)];
  if (await isInUse(deps, urls)) {
    throw AppError.validation({ id: ['この画像は記事・プロフィール・広告・ショップで使われているため削除できません'] });
  }
  await deps.db.delete(media).where(eq(media.id, input.id));
  for (const url of urls) await deps.storage.remove(url);
  return { message: '画像を削除しました' };
}

// "Contains" rather than "equals": a field may hold the URL made absolute (https://site/media/…).
// Keys carry 12 random hex digits, so a false match is not a practical worry.
async function isInUse(deps: Pick<Deps, 'db'>, urls: string[]): Promise<boolean> {
  const inText = (u: string) => `%${escapeLike(u)}%`;
  const counts = await Promise.all([
    deps.db
      .select({ n: count() })
      .from(articles)
      .where(or(...urls.flatMap((u) => [like(articles.thumbnailUrl, inText(u)), like(articles.bodyHtml, inText(u))]))),
    deps.db
      .select({ n: count() })
      .from(writers)
      .where(or(...urls.map((u) => like(writers.profileImgUrl, inText(u))))),
    deps.db
      .select({ n: count() })
      .from(ads)
      .where(or(...urls.map((u) => like(ads.src, inText(u))))),
    deps.db
      .select({ n: count() })
      .from(shopItems)
      .where(or(...urls.map((u) => like(shopItems.photo, inText(u))))),
  ]);
  return counts.some(([c]) => (c?.n ?? 0) > 0);
}

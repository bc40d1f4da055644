// The article trash: a first delete moves a live article to the trash (ending its share links), a
// second deletes it for good; restore brings it back.
import { eq } from 'drizzle-orm';
import { articles } from '../../../db/schema/content.ts';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import type { WriterRow } from '../../writers/writer-json.ts';
import { otherLockHolder } from '../lock-holder.ts';
import { revokeShareLinks } from '../review/preview-links.ts';
import { loadManageableArticle } from './article-access.ts';

export async function deleteArticle(deps: Pick<Deps, 'db'>, input: { writer: WriterRow; id: number }) {
  const article = await loadManageableArticle(deps, input.writer, input.id);
  if (article.deletedAt) {
    await deps.db.delete(articles).where(eq(articles.id, article.id));
    return { message: '記事を完全に削除しました', deleted: 'permanently' as const };
  }
  if (await otherLockHolder(deps, article.id, input.writer))
    throw new AppError('locked', '編集中の記事はゴミ箱に移せません');
  await deps.db.transaction(async (tx) => {
    await tx
      .update(articles)
      .set({ deletedAt: new Date(), lockedBy: null, lockedUntil: null })
      .where(eq(articles.id, article.id));
    await revokeShareLinks({ db: tx }, { articleId: article.id });
  });
  return { message: '記事をゴミ箱に移しました', deleted: 'trash' as const };
}

export async function restoreArticle(deps: Pick<Deps, 'db'>, input: { writer: WriterRow; id: number }) {
  const article = await loadManageableArticle(deps, input.writer, input.id);
  if (!article.deletedAt) throw AppError.validation({ id: ['この記事はゴミ箱にありません'] });
  await deps.db.update(articles).set({ deletedAt: null, updatedAt: new Date() }).where(eq(articles.id, article.id));
  return { message: '記事をゴミ箱から戻しました' };
}

// The moment a scheduled update goes live: inside the caller's transaction, with the article's row
// locked, its changes replace the live article's fields as one write, checked as a publish is
// (category, picture descriptions, NG words), kept as the approved revision, and the update is gone.
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { articles } from '../../../db/schema/content.ts';
import { articlePendingVersions } from '../../../db/schema/editorial.ts';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import { refuseNgWords } from '../../style-rules/refuse-ng-words.ts';
import { recordRevision } from '../manage/record-revision.ts';
import { refuseImagesWithoutAlt, replaceArticleTags } from '../manage/save-article.ts';
import { type ArticleRow, columnsOf, mergedArticle, type PendingRow } from './pending-version.ts';

/** What a publish checks, on the version that would go live. */
export async function refuseUnpublishable(
  tx: Database,
  deps: Pick<Deps, 'config'>,
  article: ArticleRow,
  pending: PendingRow,
) {
  const next = mergedArticle(article, pending.changes, deps.config);
  if (next.categoryId === null) {
    throw AppError.validation({ category_id: ['公開する記事にはカテゴリを選んでください'] });
  }
  refuseImagesWithoutAlt(next.bodyJson);
  await refuseNgWords(tx, next);
}

export async function applyScheduledUpdate(
  tx: Database,
  deps: Pick<Deps, 'config'>,
  input: { article: ArticleRow; pending: PendingRow; actorId: number | null },
) {
  const { article, pending } = input;
  await refuseUnpublishable(tx, deps, article, pending);
  const now = new Date();
  await tx
    .update(articles)
    .set({
      ...columnsOf(pending.changes, deps.config),
      ...(pending.markRevised && { revisedAt: now }),
      updatedAt: now,
    })
    .where(eq(articles.id, article.id));
  if (pending.changes.tag_ids !== undefined) await replaceArticleTags(tx, article.id, pending.changes.tag_ids);
  await recordRevision(tx, {
    articleId: article.id,
    writerId: input.actorId ?? pending.approvedBy ?? pending.writerId ?? article.writerId,
    kind: 'save',
    keep: deps.config.revisionsKept,
    approved: true,
  });
  await tx.delete(articlePendingVersions).where(eq(articlePendingVersions.articleId, article.id));
}

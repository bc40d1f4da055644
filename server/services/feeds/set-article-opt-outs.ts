// Keeps one article out of exactly the outlets named: the others take it again by their rules.
import { and, eq, notInArray } from 'drizzle-orm';
import type { FeedOutletId } from '../../../contract/feed-outlets.ts';
import { articleOutletOptOuts } from '../../db/schema/feed-outlets.ts';
import type { Deps } from '../../deps.ts';
import { loadManageableArticle } from '../articles/manage/article-access.ts';
import type { WriterRow } from '../writers/writer-json.ts';
import { getArticleOptOuts } from './get-article-opt-outs.ts';

export async function setArticleOptOuts(
  deps: Pick<Deps, 'db'>,
  input: { writer: WriterRow; articleId: number; optedOut: FeedOutletId[] },
): Promise<{ opted_out: FeedOutletId[] }> {
  await deps.db.transaction(async (tx) => {
    await loadManageableArticle({ db: tx }, input.writer, input.articleId);
    const wanted = input.optedOut;
    await tx
      .delete(articleOutletOptOuts)
      .where(
        and(
          eq(articleOutletOptOuts.articleId, input.articleId),
          ...(wanted.length > 0 ? [notInArray(articleOutletOptOuts.outletId, wanted)] : []),
        ),
      );
    if (wanted.length > 0) {
      await tx
        .insert(articleOutletOptOuts)
        .values(wanted.map((outletId) => ({ articleId: input.articleId, outletId })))
        .onConflictDoNothing();
    }
  });
  return getArticleOptOuts(deps, input);
}

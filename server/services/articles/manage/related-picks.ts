// 関連記事 picked by hand in the editor: read and replaced as one ordered list. Only articles public
// at the time may be picked; one that later leaves the public stays in the list, marked not shown.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { RelatedPick } from '../../../../contract/related-articles.ts';
import { articles } from '../../../db/schema/content.ts';
import { articleRelatedPicks } from '../../../db/schema/related-articles.ts';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import type { WriterRow } from '../../writers/writer-json.ts';
import { isPublic } from '../public-filter.ts';
import { loadManageableArticle } from './article-access.ts';

export async function listRelatedPicks(
  deps: Pick<Deps, 'db'>,
  input: { writer: WriterRow; articleId: number },
): Promise<RelatedPick[]> {
  await loadManageableArticle(deps, input.writer, input.articleId);
  return deps.db
    .select({
      id: articles.id,
      title: articles.title,
      is_pr: articles.isPr,
      shown: isPublic().mapWith(Boolean),
    })
    .from(articleRelatedPicks)
    .innerJoin(articles, eq(articles.id, articleRelatedPicks.relatedId))
    .where(eq(articleRelatedPicks.articleId, input.articleId))
    .orderBy(asc(articleRelatedPicks.position));
}

export async function replaceRelatedPicks(
  deps: Pick<Deps, 'db'>,
  input: { writer: WriterRow; articleId: number; relatedIds: number[] },
): Promise<RelatedPick[]> {
  const { writer, articleId, relatedIds } = input;
  if (relatedIds.includes(articleId))
    throw AppError.validation({ related_ids: ['記事そのものは関連記事に選べません'] });
  await deps.db.transaction(async (tx) => {
    // Locked like a save: two editors replacing the list at once queue up instead of mixing.
    await loadManageableArticle({ db: tx }, writer, articleId, { forUpdate: true });
    const kept = await tx
      .select({ relatedId: articleRelatedPicks.relatedId })
      .from(articleRelatedPicks)
      .where(eq(articleRelatedPicks.articleId, articleId));
    const keptIds = new Set(kept.map((r) => r.relatedId));
    // A pick already in the list may stay while it is off the site; a new one must be public now.
    const fresh = relatedIds.filter((id) => !keptIds.has(id));
    if (fresh.length > 0) {
      const found = await tx
        .select({ id: articles.id })
        .from(articles)
        .where(and(inArray(articles.id, fresh), isPublic()));
      if (found.length !== fresh.length)
        throw AppError.validation({ related_ids: ['関連記事に選べるのは公開中の記事だけです'] });
    }
    await tx.delete(articleRelatedPicks).where(eq(articleRelatedPicks.articleId, articleId));
    if (relatedIds.length > 0)
      await tx
        .insert(articleRelatedPicks)
        .values(relatedIds.map((relatedId, position) => ({ articleId, relatedId, position })));
  });
  return listRelatedPicks(deps, { writer, articleId });
}

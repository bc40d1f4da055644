// Throwing a pending version away: the live article stays exactly as it is.
import { eq } from 'drizzle-orm';
import { articlePendingVersions } from '../../../db/schema/editorial.ts';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import type { WriterRow } from '../../writers/writer-json.ts';
import { loadWritableArticle } from '../manage/save-article.ts';
import { NO_UPDATE } from './pending-version.ts';

export async function discardScheduledUpdate(deps: Pick<Deps, 'db'>, input: { writer: WriterRow; articleId: number }) {
  await deps.db.transaction(async (tx) => {
    const article = await loadWritableArticle(tx, input.writer, input.articleId, undefined);
    const gone = await tx
      .delete(articlePendingVersions)
      .where(eq(articlePendingVersions.articleId, article.id))
      .returning({ id: articlePendingVersions.articleId });
    if (gone.length === 0) throw AppError.notFound(NO_UPDATE);
  });
}

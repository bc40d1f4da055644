// The go-live job: approved updates whose time has come replace their live articles, each in its own
// transaction with the article's row locked, so two instances (or two runs) put each one live once.
// An update that no longer passes a publish's checks (an NG word added since, its category trashed)
// goes back to its writer as 差し戻し with the reason; an article taken down or trashed meanwhile
// keeps its update waiting. The public cache is dropped once after anything went live.
import { and, asc, eq, lte } from 'drizzle-orm';
import { articles } from '../../../db/schema/content.ts';
import { articleComments, articlePendingVersions } from '../../../db/schema/editorial.ts';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import { forgetRedirects } from '../../redirects/redirect-cache.ts';
import { applyScheduledUpdate } from './apply-scheduled-update.ts';
import { isLiveArticle } from './pending-version.ts';

/** Enough for any minute's schedule; more waits for the next run. */
const BATCH = 50;

export async function applyDueUpdates(
  deps: Pick<Deps, 'db' | 'config' | 'publicCache' | 'log'>,
  options: { now?: Date } = {},
): Promise<{ applied: number; returned: number }> {
  const now = options.now ?? new Date();
  const due = and(eq(articlePendingVersions.reviewState, 'approved'), lte(articlePendingVersions.goLiveAt, now));
  const candidates = await deps.db
    .select({ articleId: articlePendingVersions.articleId })
    .from(articlePendingVersions)
    .where(due)
    .orderBy(asc(articlePendingVersions.goLiveAt))
    .limit(BATCH);
  let applied = 0;
  let returned = 0;
  for (const { articleId } of candidates) {
    const outcome = await deps.db.transaction(async (tx) => {
      const [article] = await tx.select().from(articles).where(eq(articles.id, articleId)).for('update');
      // Read again under the lock: another run may have put it live, or someone changed it.
      const [pending] = await tx
        .select()
        .from(articlePendingVersions)
        .where(and(eq(articlePendingVersions.articleId, articleId), due))
        .for('update');
      if (!article || !pending || !isLiveArticle(article, now)) return 'skipped';
      try {
        // Its checks come before its writes: a refusal has changed nothing, and the update is handed back.
        await applyScheduledUpdate(tx, deps, { article, pending, actorId: null });
        return 'applied';
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        await tx
          .update(articlePendingVersions)
          .set({ reviewState: 'returned', approvedBy: null, updatedAt: new Date() })
          .where(eq(articlePendingVersions.articleId, articleId));
        await tx.insert(articleComments).values({
          articleId,
          writerId: null,
          action: 'return',
          body: `【更新版】公開の時刻に確認で止まりました：${reasonOf(error)}`,
        });
        return 'returned';
      }
    });
    if (outcome === 'applied') applied += 1;
    if (outcome === 'returned') returned += 1;
  }
  if (applied > 0) {
    await deps.publicCache.invalidate();
    forgetRedirects(deps);
  }
  if (applied + returned > 0) deps.log.info({ applied, returned }, 'scheduled updates went live');
  return { applied, returned };
}

function reasonOf(error: AppError): string {
  return (
    Object.values(error.fields ?? {})
      .flat()
      .join('、') || error.message
  );
}

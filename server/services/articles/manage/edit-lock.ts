// Edit locks: one editor at a time. Taking or extending the lock is a single conditional UPDATE,
// so two editors racing can never both win; an admin may take over with `force`.
import { and, eq, not, or, sql } from 'drizzle-orm';
import { LOCK_TTL_SECONDS } from '../../../../contract/articles.ts';
import { articles } from '../../../db/schema/content.ts';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import type { WriterRow } from '../../writers/writer-json.ts';
import { lockHolder, lockIsLive } from '../lock-holder.ts';
import { loadManageableArticle } from './article-access.ts';

export async function refreshLock(deps: Pick<Deps, 'db'>, input: { writer: WriterRow; id: number; force: boolean }) {
  const article = await loadManageableArticle(deps, input.writer, input.id);
  const takeOver = input.force && input.writer.role === 'admin';
  const free = or(eq(articles.lockedBy, input.writer.id), not(lockIsLive));
  const [won] = await deps.db
    .update(articles)
    .set({ lockedBy: input.writer.id, lockedUntil: sql`now() + make_interval(secs => ${LOCK_TTL_SECONDS})` })
    .where(and(eq(articles.id, article.id), takeOver ? undefined : free))
    .returning({ until: articles.lockedUntil });
  if (!won) {
    const holder = await lockHolder(deps, article.id);
    const lockedBy = holder ? { id: holder.id, name: holder.name } : null;
    throw new AppError('locked', `${holder?.name ?? '他の人'}さんが編集中です`, { extra: { locked_by: lockedBy } });
  }
  return {
    article: {
      id: article.id,
      locked_by: { id: input.writer.id, name: input.writer.name },
      locked_until: won.until?.toISOString() ?? null,
    },
  };
}

/** Releases the caller's lock (an admin may release anyone's); idempotent. */
export async function releaseLock(deps: Pick<Deps, 'db'>, input: { writer: WriterRow; id: number }) {
  const article = await loadManageableArticle(deps, input.writer, input.id);
  const mine = input.writer.role === 'admin' ? undefined : eq(articles.lockedBy, input.writer.id);
  await deps.db
    .update(articles)
    .set({ lockedBy: null, lockedUntil: null })
    .where(and(eq(articles.id, article.id), mine));
  const holder = await lockHolder(deps, article.id);
  return {
    article: {
      id: article.id,
      locked_by: holder ? { id: holder.id, name: holder.name } : null,
      locked_until: holder ? holder.until.toISOString() : null,
    },
  };
}

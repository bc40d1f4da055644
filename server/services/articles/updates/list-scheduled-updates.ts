// The pending versions someone has to act on, oldest change first: every one for admins, a writer's
// own articles' for a writer; by review state when asked (`editing`: not yet submitted).
import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import {
  SCHEDULED_UPDATE_LIST_MAX,
  type ScheduledUpdateList,
  type ScheduledUpdateListQuery,
} from '../../../../contract/scheduled-updates.ts';
import { writers } from '../../../db/schema/accounts.ts';
import { articles } from '../../../db/schema/content.ts';
import { articlePendingVersions } from '../../../db/schema/editorial.ts';
import type { Deps } from '../../../deps.ts';
import type { WriterRow } from '../../writers/writer-json.ts';
import { visibleWriterFilter } from '../manage/manage-filters.ts';

export async function listScheduledUpdates(
  deps: Pick<Deps, 'db'>,
  input: { writer: WriterRow; query: ScheduledUpdateListQuery },
): Promise<ScheduledUpdateList> {
  const { review } = input.query;
  const filters: (SQL | undefined)[] = [isNull(articles.deletedAt), visibleWriterFilter(input.writer, undefined)];
  if (review === 'editing') filters.push(isNull(articlePendingVersions.reviewState));
  else if (review) filters.push(eq(articlePendingVersions.reviewState, review));
  const rows = await deps.db
    .select({
      pending: articlePendingVersions,
      title: articles.title,
      writer: { id: writers.id, name: writers.name },
    })
    .from(articlePendingVersions)
    .innerJoin(articles, eq(articles.id, articlePendingVersions.articleId))
    .innerJoin(writers, eq(writers.id, articles.writerId))
    .where(and(...filters))
    .orderBy(asc(articlePendingVersions.updatedAt))
    .limit(SCHEDULED_UPDATE_LIST_MAX);
  return {
    updates: rows.map(({ pending, title, writer }) => ({
      article_id: pending.articleId,
      title: pending.changes.title ?? title,
      review_state: pending.reviewState,
      go_live_at: pending.goLiveAt?.toISOString() ?? null,
      writer,
      updated_at: pending.updatedAt.toISOString(),
    })),
  };
}

// The editorial calendar: published and scheduled articles whose publishing time falls on the JST
// days asked for, oldest first, with the same visibility and filters as the admin's article table;
// and beside them the scheduled updates (予約更新) with a time, at the time they replace their article.
import { and, asc, eq, gte, isNull, lt, type SQL } from 'drizzle-orm';
import {
  CALENDAR_MAX_ARTICLES,
  CALENDAR_MAX_DAYS,
  type CalendarQuery,
  type CalendarResponse,
} from '../../../../contract/calendar.ts';
import { addDays, daysBetween, jstDayStart } from '../../../../contract/time.ts';
import { writers } from '../../../db/schema/accounts.ts';
import { articles, categories } from '../../../db/schema/content.ts';
import { articlePendingVersions } from '../../../db/schema/editorial.ts';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import type { WriterRow } from '../../writers/writer-json.ts';
import { categoryFilter, visibleWriterFilter } from './manage-filters.ts';

function refuseBadRange(from: string, to: string) {
  const days = daysBetween(from, to) + 1;
  if (days < 1) {
    throw new AppError('bad_request', '終了日（to）は開始日（from）と同じか、それより後の日付にしてください');
  }
  if (days > CALENDAR_MAX_DAYS) {
    throw new AppError('bad_request', `表示できる期間は${CALENDAR_MAX_DAYS}日までです。期間を短くしてください`);
  }
}

export async function listCalendarArticles(
  deps: Pick<Deps, 'db'>,
  input: { writer: WriterRow; query: CalendarQuery },
): Promise<CalendarResponse> {
  const { writer, query } = input;
  refuseBadRange(query.from, query.to);
  // Bounds on the column itself, not on its JST date, so the published-articles index serves the range.
  const range = (column: typeof articles.publishedAt | typeof articlePendingVersions.goLiveAt) => [
    gte(column, jstDayStart(query.from)),
    lt(column, jstDayStart(addDays(query.to, 1))),
  ];
  const shared: (SQL | undefined)[] = [isNull(articles.deletedAt), visibleWriterFilter(writer, query.writer_id)];
  if (query.category) shared.push(await categoryFilter(deps.db, query.category));
  const entry = {
    id: articles.id,
    title: articles.title,
    status: articles.status,
    publishedAt: articles.publishedAt,
    isPr: articles.isPr,
    updatedAt: articles.updatedAt,
    category: { id: categories.id, title: categories.title },
    writer: { id: writers.id, name: writers.name },
  };

  // Bounds on the column itself, not on its JST date, so the published-articles index serves the range.
  const rows = await deps.db
    .select(entry)
    .from(articles)
    .innerJoin(writers, eq(writers.id, articles.writerId))
    .leftJoin(categories, eq(categories.id, articles.categoryId))
    .where(and(eq(articles.status, 'published'), ...range(articles.publishedAt), ...shared))
    .orderBy(asc(articles.publishedAt), asc(articles.id))
    .limit(CALENDAR_MAX_ARTICLES + 1);
  // Few at any time: the update's own title when it changes it, its review's state.
  const updates = await deps.db
    .select({ ...entry, goLiveAt: articlePendingVersions.goLiveAt, pending: articlePendingVersions })
    .from(articlePendingVersions)
    .innerJoin(articles, eq(articles.id, articlePendingVersions.articleId))
    .innerJoin(writers, eq(writers.id, articles.writerId))
    .leftJoin(categories, eq(categories.id, articles.categoryId))
    .where(and(...range(articlePendingVersions.goLiveAt), ...shared))
    .limit(CALENDAR_MAX_ARTICLES + 1);

  const entries = [
    ...rows.map((row) => ({ row, at: row.publishedAt as Date, update: null })),
    ...updates.map((row) => ({
      row: { ...row, title: row.pending.changes.title ?? row.title, updatedAt: row.pending.updatedAt },
      at: row.goLiveAt as Date,
      update: { review_state: row.pending.reviewState },
    })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime() || a.row.id - b.row.id);
  return {
    articles: entries.slice(0, CALENDAR_MAX_ARTICLES).map(({ row, at, update }) => ({
      id: row.id,
      title: row.title,
      status: row.status,
      published_at: at.toISOString(),
      is_pr: row.isPr,
      updated_at: row.updatedAt.toISOString(),
      category: row.category,
      writer: row.writer,
      update,
    })),
    truncated: entries.length > CALENDAR_MAX_ARTICLES,
  };
}

// The editorial calendar: published and scheduled articles whose publishing time falls on the JST
// days asked for, oldest first, with the same visibility and filters as the admin's article table.
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
  const filters: (SQL | undefined)[] = [
    eq(articles.status, 'published'),
    isNull(articles.deletedAt),
    gte(articles.publishedAt, jstDayStart(query.from)),
    lt(articles.publishedAt, jstDayStart(addDays(query.to, 1))),
    visibleWriterFilter(writer, query.writer_id),
  ];
  if (query.category) filters.push(await categoryFilter(deps.db, query.category));

  const rows = await deps.db
    .select({
      id: articles.id,
      title: articles.title,
      status: articles.status,
      publishedAt: articles.publishedAt,
      isPr: articles.isPr,
      updatedAt: articles.updatedAt,
      category: { id: categories.id, title: categories.title },
      writer: { id: writers.id, name: writers.name },
    })
    .from(articles)
    .innerJoin(writers, eq(writers.id, articles.writerId))
    .leftJoin(categories, eq(categories.id, articles.categoryId))
    .where(and(...filters))
    .orderBy(asc(articles.publishedAt), asc(articles.id))
    .limit(CALENDAR_MAX_ARTICLES + 1);

  return {
    articles: rows.slice(0, CALENDAR_MAX_ARTICLES).map((row) => ({
      id: row.id,
      title: row.title,
      status: row.status,
      published_at: (row.publishedAt as Date).toISOString(),
      is_pr: row.isPr,
      updated_at: row.updatedAt.toISOString(),
      category: row.category,
      writer: row.writer,
    })),
    truncated: rows.length > CALENDAR_MAX_ARTICLES,
  };
}

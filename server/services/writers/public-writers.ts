// What the public may see of writers: live ones only, never email, role or password hash.
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { type PageQuery, pageMeta, pageWindow } from '../../../contract/common.ts';
import { rememberQuery } from '../../cache/remember-query.ts';
import { writers } from '../../db/schema/accounts.ts';
import { articles } from '../../db/schema/content.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { isPublic } from '../articles/public-filter.ts';
import { toPublicWriterJson } from './writer-json.ts';

const articleCount = sql<number>`count(${articles.id})::int`;

/** Writers joined to their public articles, one row per writer. */
function writersWithCounts(deps: Pick<Deps, 'db'>) {
  return deps.db
    .select({
      writer: {
        id: writers.id,
        name: writers.name,
        profileImgUrl: writers.profileImgUrl,
        profileText: writers.profileText,
        reading: writers.reading,
        jobTitle: writers.jobTitle,
        snsLinks: writers.snsLinks,
      },
      articleCount,
    })
    .from(writers)
    .leftJoin(articles, and(eq(articles.writerId, writers.id), isPublic()))
    .groupBy(writers.id)
    .$dynamic();
}

export async function listPublicWriters(deps: Pick<Deps, 'db' | 'publicCache'>, page: PageQuery) {
  const live = isNull(writers.deletedAt);
  const { limit, offset } = pageWindow(page);
  // Counting every writer's public articles reads them all: remembered with the public cache, as is
  // the number of writers (home shows it on every render).
  const [rows, [counted]] = await Promise.all([
    rememberQuery(
      deps.publicCache,
      writersWithCounts(deps).where(live).orderBy(asc(writers.id)).limit(limit).offset(offset),
    ),
    rememberQuery(deps.publicCache, deps.db.select({ n: count() }).from(writers).where(live)),
  ]);
  return {
    writers: rows.map((r) => ({ ...toPublicWriterJson(r.writer), article_count: r.articleCount })),
    meta: pageMeta(page, counted?.n ?? 0),
  };
}

export async function getPublicWriter(deps: Pick<Deps, 'db'>, id: number) {
  const [row] = await writersWithCounts(deps).where(and(eq(writers.id, id), isNull(writers.deletedAt)));
  if (!row) throw AppError.notFound('ライターが見つかりませんでした');
  return { ...toPublicWriterJson(row.writer), article_count: row.articleCount };
}

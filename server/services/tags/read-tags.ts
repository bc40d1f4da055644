// Reading tags: the paged list, one tag, the picker list and search.
import { and, asc, count, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { type PageQuery, pageMeta, pageWindow } from '../../../contract/common.ts';
import type { Tag } from '../../../contract/taxonomy.ts';
import { rememberQuery } from '../../cache/remember-query.ts';
import { tags } from '../../db/schema/content.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { tagHasPublicArticle } from '../articles/public-filter.ts';
import { matchesFoldedColumn } from '../search/match-keyword.ts';

type TagRow = typeof tags.$inferSelect;

export function toTagJson(row: TagRow): Tag {
  return {
    id: row.id,
    title: row.title,
    reading: row.reading,
    slug: row.slug,
    description: row.description,
    order: row.order,
  };
}

async function pageOfTags(deps: Pick<Deps, 'db'>, where: SQL | undefined, page: PageQuery) {
  const live = and(isNull(tags.deletedAt), where);
  const { limit, offset } = pageWindow(page);
  const [rows, [counted]] = await Promise.all([
    deps.db.select().from(tags).where(live).orderBy(asc(tags.order), asc(tags.id)).limit(limit).offset(offset),
    deps.db.select({ n: count() }).from(tags).where(live),
  ]);
  return { tags: rows.map(toTagJson), meta: pageMeta(page, counted?.n ?? 0) };
}

export function listTags(deps: Pick<Deps, 'db'>, page: PageQuery) {
  return pageOfTags(deps, undefined, page);
}

/**
 * Title, reading or slug contain every term (NFKC, case-insensitive). `publicOnly`: only tags some
 * public article carries (the public search page's chips).
 */
export function searchTags(deps: Pick<Deps, 'db'>, input: PageQuery & { keyword: string; publicOnly?: boolean }) {
  // Folded when the tag is written: folding every tag per search cost ~20 ms at 2,000 tags.
  const matching = matchesFoldedColumn(tags.searchName, input.keyword, 'scan') ?? sql`false`;
  return pageOfTags(deps, input.publicOnly ? and(matching, tagHasPublicArticle()) : matching, input);
}

export async function getTag(deps: Pick<Deps, 'db'>, where: { id: number } | { title: string }): Promise<Tag> {
  const match = 'id' in where ? eq(tags.id, where.id) : eq(tags.title, where.title);
  const [row] = await deps.db
    .select()
    .from(tags)
    .where(and(match, isNull(tags.deletedAt)));
  if (!row) throw AppError.notFound('タグが見つかりませんでした');
  return toTagJson(row);
}

export async function listTagSelection(deps: Pick<Deps, 'db'>) {
  const rows = await deps.db
    .select({ id: tags.id, title: tags.title, slug: tags.slug, reading: tags.reading })
    .from(tags)
    .where(isNull(tags.deletedAt))
    .orderBy(asc(tags.order), asc(tags.id));
  return { tags: rows };
}

/**
 * Every live tag some public article carries, with its reading, for the 五十音 tag list page:
 * remembered, since it reads every tag (2,000 on a large site) against the public articles.
 */
export function listAllTags(deps: Pick<Deps, 'db' | 'publicCache'>) {
  return rememberQuery(
    deps.publicCache,
    deps.db
      .select({ id: tags.id, title: tags.title, reading: tags.reading })
      .from(tags)
      .where(and(isNull(tags.deletedAt), tagHasPublicArticle()))
      .orderBy(asc(tags.reading), asc(tags.id)),
  );
}

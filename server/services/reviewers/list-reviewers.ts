// The reviewers admins keep, in よみ order, a page at a time; a keyword matches name, よみ, 肩書き or 所属.
import { and, asc, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { pageMeta, pageWindow } from '../../../contract/common.ts';
import type { ReviewerList, ReviewerListQuery } from '../../../contract/reviewers.ts';
import { articles } from '../../db/schema/content.ts';
import { articleReviewers, reviewers } from '../../db/schema/reviewers.ts';
import type { Deps } from '../../deps.ts';
import { matchesAllTerms } from '../search/match-keyword.ts';
import { toReviewerJson } from './reviewer-json.ts';

// Matched row by row: a publication keeps tens of reviewers, not a search index's worth.
export async function listReviewers(deps: Pick<Deps, 'db'>, query: ReviewerListQuery): Promise<ReviewerList> {
  const where = and(
    query.trash === 'true' ? isNotNull(reviewers.deletedAt) : isNull(reviewers.deletedAt),
    query.keyword
      ? matchesAllTerms(
          sql`${reviewers.name} || ' ' || ${reviewers.reading} || ' ' || ${reviewers.credentials} || ' ' || coalesce(${reviewers.affiliation}, '')`,
          query.keyword,
        )
      : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const [rows, [counted]] = await Promise.all([
    deps.db
      .select()
      .from(reviewers)
      .where(where)
      .orderBy(asc(reviewers.reading), asc(reviewers.id))
      .limit(limit)
      .offset(offset),
    deps.db.select({ n: count() }).from(reviewers).where(where),
  ]);
  const ids = rows.map((row) => row.id);
  const counts =
    ids.length === 0
      ? []
      : await deps.db
          .select({ id: articleReviewers.reviewerId, n: count() })
          .from(articleReviewers)
          .innerJoin(articles, eq(articles.id, articleReviewers.articleId))
          .where(and(inArray(articleReviewers.reviewerId, ids), isNull(articles.deletedAt)))
          .groupBy(articleReviewers.reviewerId);
  const countOf = new Map(counts.map((c) => [c.id, c.n]));
  return {
    reviewers: rows.map((row) => toReviewerJson(row, countOf.get(row.id) ?? 0)),
    meta: pageMeta(query, counted?.n ?? 0),
  };
}

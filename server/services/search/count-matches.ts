// How many rows a keyword search found, counted only as far as SEARCH_COUNT_LIMIT: past that the
// answer is "more than that", and which way to fetch the page follows from it.
import { count, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { SEARCH_COUNT_LIMIT } from '../../../contract/common.ts';
import type { Database } from '../../db/client.ts';
import type { KeywordRoute } from './match-keyword.ts';

export type MatchCount = {
  /** Exact up to SEARCH_COUNT_LIMIT; SEARCH_COUNT_LIMIT when capped. */
  total: number;
  /** More than SEARCH_COUNT_LIMIT rows match. */
  capped: boolean;
  /**
   * How to fetch the first pages: a capped count means matches are common enough that walking the
   * list's own index meets a page of them soon; otherwise there are at most SEARCH_COUNT_LIMIT of
   * them, cheaper to fetch through the keyword index and sort. Deep pages: routeForPage.
   */
  route: KeywordRoute;
};

/** Where a count finds its rows: a table, or a table joined to another (`join`, an inner join). */
export type MatchSource = { from: PgTable | SQL; join?: { table: PgTable; on: SQL }; where: SQL | undefined };

/** The count as a query (one row, `n`): the matches, stopped one past `upTo` (SEARCH_COUNT_LIMIT). */
export function countMatchesQuery(db: Database, options: MatchSource & { upTo?: number }) {
  const rows = db.select({ one: sql`1`.as('one') }).from(options.from);
  const joined = options.join ? rows.innerJoin(options.join.table, options.join.on) : rows;
  const matches = joined
    .where(options.where)
    .limit((options.upTo ?? SEARCH_COUNT_LIMIT) + 1)
    .as('matches');
  return db.select({ n: count() }).from(matches);
}

/** Runs a countMatchesQuery, whose `where` should reach its rows through the keyword index. */
export async function countMatches(query: ReturnType<typeof countMatchesQuery>): Promise<MatchCount> {
  const [row] = await query;
  const n = row?.n ?? 0;
  return n > SEARCH_COUNT_LIMIT
    ? { total: SEARCH_COUNT_LIMIT, capped: true, route: 'scan' }
    : { total: n, capped: false, route: 'index' };
}

/** From this many rows in, a page of a capped search is "deep". */
const DEEP_PAGE_OFFSET = SEARCH_COUNT_LIMIT / 10;
/** How far the second count of a deep page goes. */
const DEEP_PAGE_COUNT = SEARCH_COUNT_LIMIT * 5;

/** Whether routeForPage runs a second count for the page `offset` rows in. */
function countsAgainForPage(found: MatchCount, offset: number): boolean {
  return found.capped && offset >= DEEP_PAGE_OFFSET;
}

/**
 * The route for a page `offset` rows into a search. Past a capped count a walk meets page 1 soon,
 * but a deep page of a word only just over the limit walks most of the table; a second count, to
 * DEEP_PAGE_COUNT, tells such a word (read all of it through the index and sort) from a common one
 * (walk). `where` is the index-route condition the first count used.
 */
export async function routeForPage(
  db: Database,
  options: MatchSource & { offset: number; found: MatchCount },
): Promise<KeywordRoute> {
  if (!countsAgainForPage(options.found, options.offset)) return options.found.route;
  const [row] = await countMatchesQuery(db, { ...options, upTo: DEEP_PAGE_COUNT });
  return (row?.n ?? 0) > DEEP_PAGE_COUNT ? 'scan' : 'index';
}

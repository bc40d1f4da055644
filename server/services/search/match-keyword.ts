// Search keywords (contract/search-keyword.ts) matched the same way in SQL: NFKC (full/half width),
// lower case, katakana folded into hiragana, every term required.
import { and, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { keywordTerms } from '../../../contract/search-keyword.ts';
import { foldForSearch, searchGrams, termGrams } from '../../db/search-text.ts';

/** Escapes LIKE wildcards (and the escape character itself) so `%`, `_` and `\` match themselves. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The database side of normalizeKeyword, for tables small enough to fold row by row. */
function foldedText(text: SQL): SQL {
  return foldForSearch(text);
}

function likeTerm(haystack: SQL, term: string): SQL {
  return sql`${haystack} like ${`%${escapeLike(term)}%`} escape '\\'`;
}

/**
 * Every term of the keyword appears in the text; undefined for a blank keyword. Terms are bound
 * parameters, never spliced into the SQL. Join several columns with a space: no term holds one,
 * so a match never straddles two of them.
 */
export function matchesAllTerms(text: SQL, keyword: string): SQL | undefined {
  const haystack = foldedText(text);
  return and(...keywordTerms(keyword).map((term) => likeTerm(haystack, term)));
}

/**
 * How a search over a stored folded column reaches its rows. `index`: through the GIN index of the
 * column's pieces, reading only candidate rows — right when few rows match. `scan`: the pieces are
 * left out, so the planner walks a list index in the list's order and stops after a page — right
 * when many match. The planner cannot tell these apart itself: it takes the piece lookup and the LIKE
 * for independent and underestimates the rows by orders of magnitude.
 */
export type KeywordRoute = 'index' | 'scan';

/**
 * matchesAllTerms over a column already folded on write (articles.search_text, search_title), or an
 * expression of such columns that an index of its pieces is built on.
 */
export function matchesFoldedColumn(column: AnyPgColumn | SQL, keyword: string, route: KeywordRoute): SQL | undefined {
  const haystack = sql`${column}`;
  return and(
    ...keywordTerms(keyword).flatMap((term) => [
      ...(route === 'index' ? [hasPiecesOf(haystack, term)] : []),
      likeTerm(haystack, term),
    ]),
  );
}

/**
 * The index half of matchesFoldedColumn for one folded term: every piece of it is among the
 * column's pieces. True of more rows than hold the term; `likeTerm` says which do.
 */
export function hasPiecesOf(column: AnyPgColumn | SQL, term: string): SQL {
  return sql`${searchGrams(sql`${column}`)} @> ${gramsArray(term)}`;
}

/** The term appears in a folded column (the row-by-row half of matchesFoldedColumn). */
export function containsTerm(column: AnyPgColumn | SQL, term: string): SQL {
  return likeTerm(sql`${column}`, term);
}

/** array[$1, $2]::text[]: each piece bound on its own, so the planner sees the values. */
function gramsArray(term: string): SQL {
  return sql`array[${sql.join(
    termGrams(term).map((g) => sql`${g}`),
    sql`, `,
  )}]::text[]`;
}

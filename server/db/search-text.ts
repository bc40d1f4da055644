// Text folded for keyword search, as the database stores and indexes it: the SQL side of
// normalizeKeyword (server/services/search/match-keyword.ts) and the pieces its index is built from.
import { type SQL, sql } from 'drizzle-orm';
import { KATAKANA_TO_HIRAGANA } from '../../contract/search-keyword.ts';

const KATAKANA_FIRST = 0x30a1; // ァ
const KATAKANA_LAST = 0x30f6; // ヶ
const codes = Array.from({ length: KATAKANA_LAST - KATAKANA_FIRST + 1 }, (_, i) => KATAKANA_FIRST + i);
const KATAKANA = String.fromCharCode(...codes);
const HIRAGANA = String.fromCharCode(...codes.map((c) => c - KATAKANA_TO_HIRAGANA));

/**
 * NFKC, lower case, katakana as hiragana (PostgreSQL 13+ and PGlite have `normalize`). The kana are
 * written into the SQL as constants, not bound: a stored column or index needs a constant
 * expression, and they are fixed strings of kana, nothing a user sends.
 */
export function foldForSearch(text: SQL): SQL {
  return sql`translate(lower(normalize(${text}, NFKC)), ${sql.raw(`'${KATAKANA}'`)}, ${sql.raw(`'${HIRAGANA}'`)})`;
}

/**
 * Every 1- and 2-character piece of a folded text (pieces holding a space are left out: no search
 * term holds one). Created by the search_index migration, made linear in the text's length by
 * article_body_search, cheaper by search_index_upkeep. A GIN index over it finds any term: a term of one or two characters is in
 * the text exactly when it is one of the pieces, a longer one only if all its pairs are.
 */
export function searchGrams(folded: SQL): SQL {
  return sql`search_grams(${folded})`;
}

/** The pieces to look up for one folded term: itself when it is one character, else its distinct pairs. */
export function termGrams(term: string): string[] {
  const chars = Array.from(term); // code points, as PostgreSQL's substr counts them
  if (chars.length <= 1) return chars;
  return [...new Set(chars.slice(1).map((c, i) => `${chars[i]}${c}`))];
}

// Search keywords the way Japanese readers type them, matched the same way in SQL: NFKC (full/half
// width), lower case, katakana folded into hiragana, spaces collapsed, every term required.
import { and, type SQL, sql } from 'drizzle-orm';

const KATAKANA_FIRST = 0x30a1; // ァ
const KATAKANA_LAST = 0x30f6; // ヶ
const TO_HIRAGANA = 0x60; // ァ (U+30A1) − ぁ (U+3041)
const codes = Array.from({ length: KATAKANA_LAST - KATAKANA_FIRST + 1 }, (_, i) => KATAKANA_FIRST + i);
const KATAKANA = String.fromCharCode(...codes);
const HIRAGANA = String.fromCharCode(...codes.map((c) => c - TO_HIRAGANA));

/** パンケーキ → ぱんけーき: a reader may type either; the long-vowel mark ー stays. */
export function foldKana(text: string): string {
  return text.replace(/[\u30a1-\u30f6]/gu, (c) => String.fromCharCode((c.codePointAt(0) ?? 0) - TO_HIRAGANA));
}

/**
 * NFKC folds full-width latin (ＤＩＹ → DIY), half-width katakana (ｻﾗﾀﾞ → サラダ) and the ideographic
 * space (U+3000) into their usual forms; then lower case, katakana as hiragana, one space between
 * words, none at the ends.
 */
export function normalizeKeyword(keyword: string): string {
  return foldKana(keyword.normalize('NFKC').toLowerCase()).replace(/\s+/gu, ' ').trim();
}

/** The distinct terms of a keyword, every one of which must match. */
export function keywordTerms(keyword: string): string[] {
  const normalized = normalizeKeyword(keyword);
  return normalized === '' ? [] : [...new Set(normalized.split(' '))];
}

/** Escapes LIKE wildcards (and the escape character itself) so `%`, `_` and `\` match themselves. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The database side of normalizeKeyword (PostgreSQL 13+ and PGlite have `normalize`). */
export function foldedText(text: SQL): SQL {
  return sql`translate(lower(normalize(${text}, NFKC)), ${KATAKANA}, ${HIRAGANA})`;
}

/**
 * Every term of the keyword appears in the text; undefined for a blank keyword. Terms are bound
 * parameters, never spliced into the SQL. Join several columns with a space: no term holds one,
 * so a match never straddles two of them.
 */
export function matchesAllTerms(text: SQL, keyword: string): SQL | undefined {
  const haystack = foldedText(text);
  return and(...keywordTerms(keyword).map((term) => sql`${haystack} like ${`%${escapeLike(term)}%`} escape '\\'`));
}

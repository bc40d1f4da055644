// Search keywords the way Japanese readers type them: NFKC (full/half width), lower case, spaces collapsed.

/**
 * NFKC folds full-width latin (ＤＩＹ → DIY), half-width katakana (ｻﾗﾀﾞ → サラダ) and the ideographic
 * space (U+3000) into their usual forms; then lower case, one space between words, none at the ends.
 * The database side applies the same folding with `lower(normalize(…, NFKC))`.
 */
export function normalizeKeyword(keyword: string): string {
  return keyword.normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ').trim();
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

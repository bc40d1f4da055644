// Search keywords the way Japanese readers type them: NFKC (full/half width), lower case, spaces collapsed.
export function normalizeKeyword(keyword: string): string {
  return keyword.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The terms of a keyword, every one of which must match. */
export function keywordTerms(keyword: string): string[] {
  return normalizeKeyword(keyword).split(' ').filter(Boolean).slice(0, 10);
}

/** Escapes LIKE wildcards so `%` and `_` match themselves. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

// Search keywords the way Japanese readers type them: NFKC (full/half width), lower case, katakana
// folded into hiragana, spaces collapsed. The server matches them in SQL folded the same way
// (server/db/search-text.ts); the admin's pickers filter with them in the browser.

/** ァ (U+30A1) − ぁ (U+3041): katakana and hiragana lie in the same order. */
export const KATAKANA_TO_HIRAGANA = 0x60;

/** パンケーキ → ぱんけーき: a reader may type either; the long-vowel mark ー stays. */
export function foldKana(text: string): string {
  return text.replace(/[\u30a1-\u30f6]/gu, (c) => String.fromCharCode((c.codePointAt(0) ?? 0) - KATAKANA_TO_HIRAGANA));
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

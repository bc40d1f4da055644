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

/** A dash typed for the long-vowel mark after kana (ぱんけ-き): NFKC leaves it a dash. */
const DASH_AFTER_KANA = /(?<=[\u3041-\u3096ー])[-‐‑‒–—―−]/gu;

/**
 * A folded word with its last long-vowel mark left out when something is left of it: サーバー and
 * サーバ, プリンター and プリンタ are one word, spelt both ways (JIS Z 8301 and the newspapers
 * differ). Applied to search terms, so ぷりんた is found in either spelling, and to the words the
 * search keeps of article bodies, so they compare equal.
 */
export function foldLongVowel(word: string): string {
  const stem = word.replace(/ー+$/u, '');
  return Array.from(stem).length >= 2 ? stem : word;
}

/** The distinct terms of a keyword, every one of which must match. */
export function keywordTerms(keyword: string): string[] {
  const normalized = normalizeKeyword(keyword).replace(DASH_AFTER_KANA, 'ー');
  return normalized === '' ? [] : [...new Set(normalized.split(' ').map(foldLongVowel))];
}

/** Whether the keyword names a tag or category: every term in its name or reading, folded alike. */
export function nameMatches(name: { title: string; reading: string | null }, keyword: string): boolean {
  const text = normalizeKeyword(`${name.title} ${name.reading ?? ''}`);
  return keywordTerms(keyword).every((term) => text.includes(term));
}

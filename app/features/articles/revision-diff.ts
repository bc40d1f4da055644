// Comparing two revisions as text. Japanese has no spaces between words, so the diff goes by
// character (a word diff would mark whole sentences); paragraphs become lines first.
import { type ChangeObject, diffChars, diffLines } from 'diff';

export type DiffPart = { text: string; change: 'added' | 'removed' | null };

const toParts = (changes: ChangeObject<string>[]): DiffPart[] =>
  changes.map((c) => ({ text: c.value, change: c.added ? 'added' : c.removed ? 'removed' : null }));

/**
 * What `after` changed in `before`, character by character. Texts that differ throughout (a body
 * rewritten) would take long that way: past a bound the diff goes by line instead.
 */
export function textDiff(before: string, after: string): DiffPart[] {
  const byChar = diffChars(before, after, { maxEditLength: 2000 });
  return toParts(byChar ?? diffLines(before, after));
}

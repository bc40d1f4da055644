// Comparing two revisions as text. Japanese has no spaces between words, so the diff goes by
// character (a word diff would mark whole sentences); paragraphs become lines first.
import { type ChangeObject, diffChars, diffLines } from 'diff';

export type DiffPart = { text: string; change: 'added' | 'removed' | null };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The body as a reader sees it: one line per paragraph, heading, list item or quote. */
export function bodyText(html: string): string {
  return html
    .replace(/<\/(p|h[1-6]|li|blockquote|figcaption|tr)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

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

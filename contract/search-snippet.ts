// The passage of a text a search result quotes, with the keyword's terms marked: found the way the
// search matches (search-keyword.ts), shown as written.
import { foldKana, keywordTerms } from './search-keyword.ts';

type SnippetPart = { text: string; marked: boolean };
export type Snippet = SnippetPart[];

const BEFORE = 30;
const SENTENCE_END = /[。！？!?\n]/u;
const LENGTH = 110;

/**
 * The text folded one character at a time, with where each folded character came from, so a match
 * in the folded text can be marked in the written one.
 */
function foldWithOrigins(chars: string[]): { folded: string; origin: number[] } {
  let folded = '';
  const origin: number[] = [];
  chars.forEach((char, i) => {
    const f = foldKana(char.normalize('NFKC').toLowerCase());
    folded += f;
    for (const _ of f) origin.push(i);
  });
  return { folded, origin };
}

/** Which characters of the text a term covers (code point positions), every occurrence. */
function markedChars(chars: string[], terms: string[]): boolean[] {
  const { folded, origin } = foldWithOrigins(chars);
  const marked = chars.map(() => false);
  for (const term of terms) {
    const length = Array.from(term).length;
    for (let at = folded.indexOf(term); at !== -1; at = folded.indexOf(term, at + term.length)) {
      const start = Array.from(folded.slice(0, at)).length;
      for (let i = start; i < start + length; i++) marked[origin[i] ?? 0] = true;
    }
  }
  return marked;
}

function toParts(chars: string[], marked: boolean[], from: number, to: number): Snippet {
  const parts: Snippet = [];
  for (let i = from; i < to; i++) {
    const last = parts.at(-1);
    if (last && last.marked === marked[i]) last.text += chars[i];
    else parts.push({ text: chars[i] ?? '', marked: marked[i] ?? false });
  }
  return parts;
}

/** The whole text with the terms marked (a title). */
export function highlight(text: string, keyword: string): Snippet {
  const chars = Array.from(text);
  return toParts(chars, markedChars(chars, keywordTerms(keyword)), 0, chars.length);
}

/**
 * About LENGTH characters around the first place a term appears, ellipsis where cut; undefined when
 * no term appears as written (the article was found by a reading or a tag).
 */
export function snippetAround(text: string, keyword: string): Snippet | undefined {
  const chars = Array.from(text.trim());
  const marked = markedChars(chars, keywordTerms(keyword));
  const first = marked.indexOf(true);
  return first === -1 ? undefined : cut(chars, marked, first);
}

/** The opening of a text, unmarked: what a result found by a reading or a tag quotes. */
export function opening(text: string): Snippet {
  const chars = Array.from(text.trim());
  return cut(
    chars,
    chars.map(() => false),
    0,
  );
}

/** Where a passage may start: after the end of a sentence or block, at most BEFORE characters back. */
function passageStart(chars: string[], first: number): number {
  const earliest = Math.max(0, first - BEFORE);
  for (let i = first - 1; i >= earliest; i--) if (SENTENCE_END.test(chars[i] ?? '')) return i + 1;
  return earliest;
}

function cut(chars: string[], marked: boolean[], first: number): Snippet {
  let from = passageStart(chars, first);
  while (chars[from] === ' ') from++;
  from = Math.max(0, Math.min(from, chars.length - LENGTH));
  const to = Math.min(chars.length, from + LENGTH);
  // Blocks of the body were lines; in one passage they run on, a space apart.
  const parts = toParts(chars, marked, from, to).map((p) => ({ ...p, text: p.text.replace(/\s+/gu, ' ') }));
  if (from > 0) parts.unshift({ text: '…', marked: false });
  if (to < chars.length) parts.push({ text: '…', marked: false });
  return parts;
}

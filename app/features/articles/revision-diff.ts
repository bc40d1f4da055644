// Comparing two revisions. Text goes by word: Japanese has no spaces between words, so the browser's
// own dictionary (Intl.Segmenter, granularity 'word') cuts it into words and particles, and a
// rewritten phrase shows as that phrase taken out and put in, not as interleaved characters. A body
// goes by block first: a block added or removed shows whole, a changed one as a block with its words
// marked, and long runs of unchanged blocks fold away.
import { type ChangeObject, diffArrays, diffWords } from 'diff';

export type DiffPart = { text: string; change: 'added' | 'removed' | null };

export type Block = { type: string; text: string };

export type BlockChange =
  | { change: 'same' | 'added' | 'removed'; block: Block }
  | { change: 'changed'; block: Block; parts: DiffPart[] }
  /** Unchanged blocks folded away between changes. */
  | { change: 'folded'; count: number };

const segmenter = new Intl.Segmenter('ja', { granularity: 'word' });

/** Past this many edits a text is taken as rewritten: shown as the old text out and the new in. */
const MAX_WORD_EDITS = 500;
/** Unchanged blocks kept beside a change, for its context; runs longer than that fold. */
const CONTEXT_BLOCKS = 1;

const toParts = (changes: ChangeObject<string>[]): DiffPart[] =>
  changes.map((c) => ({ text: c.value, change: c.added ? 'added' : c.removed ? 'removed' : null }));

/** A word or two left standing between changes (「に」, 「。」) reads as part of the change. */
const STRANDED_CHARACTERS = 2;

/**
 * Folds the short unchanged bits between changes into them, so a rewritten phrase reads as one
 * phrase out and one in, not as fragments around the particles they still share.
 */
function joinStranded(parts: DiffPart[]): DiffPart[] {
  const out: DiffPart[] = [];
  let removed = '';
  let added = '';
  const flush = () => {
    if (removed) out.push({ text: removed, change: 'removed' });
    if (added) out.push({ text: added, change: 'added' });
    removed = '';
    added = '';
  };
  parts.forEach((part, i) => {
    if (part.change === 'removed') removed += part.text;
    else if (part.change === 'added') added += part.text;
    else if ((removed || added) && i < parts.length - 1 && Array.from(part.text).length <= STRANDED_CHARACTERS) {
      removed += part.text;
      added += part.text;
    } else {
      flush();
      out.push(part);
    }
  });
  flush();
  return out;
}

/** What `after` changed in `before`, word by word. */
export function textDiff(before: string, after: string): DiffPart[] {
  const byWord = diffWords(before, after, { intlSegmenter: segmenter, maxEditLength: MAX_WORD_EDITS });
  if (byWord) return joinStranded(toParts(byWord));
  return [
    ...(before ? [{ text: before, change: 'removed' as const }] : []),
    ...(after ? [{ text: after, change: 'added' as const }] : []),
  ];
}

/** How much of the longer of two texts a word diff finds unchanged (0–1). */
function sameShare(parts: DiffPart[]): number {
  const length = (change: DiffPart['change']) =>
    parts.filter((p) => p.change === change).reduce((n, p) => n + p.text.length, 0);
  const same = length(null);
  const longer = same + Math.max(length('removed'), length('added'));
  return longer === 0 ? 1 : same / longer;
}

/** Below this share of unchanged words, two blocks of a kind are one removed and another added. */
const SAME_BLOCK_SHARE = 0.3;

/**
 * Pairs the blocks taken out and put in at one place: the same kind of block, with enough words
 * in common, is one block changed; the rest are removed and added whole.
 */
function pairRun(removed: Block[], added: Block[]): BlockChange[] {
  const out: BlockChange[] = [];
  let next = 0;
  for (const old of removed) {
    const at = added.findIndex((b, i) => i >= next && b.type === old.type);
    const parts = at >= 0 ? textDiff(old.text, (added[at] as Block).text) : [];
    if (at < 0 || sameShare(parts) < SAME_BLOCK_SHARE) {
      out.push({ change: 'removed', block: old });
      continue;
    }
    for (const block of added.slice(next, at)) out.push({ change: 'added', block });
    out.push({ change: 'changed', block: added[at] as Block, parts });
    next = at + 1;
  }
  for (const block of added.slice(next)) out.push({ change: 'added', block });
  return out;
}

/** Keeps CONTEXT_BLOCKS unchanged blocks beside each change and folds the rest. */
function fold(changes: BlockChange[]): BlockChange[] {
  const near = (i: number) =>
    changes
      .slice(Math.max(0, i - CONTEXT_BLOCKS), i + CONTEXT_BLOCKS + 1)
      .some((c) => c.change !== 'same' && c.change !== 'folded');
  const out: BlockChange[] = [];
  changes.forEach((c, i) => {
    const last = out.at(-1);
    if (c.change !== 'same' || near(i)) out.push(c);
    else if (last?.change === 'folded') last.count += 1;
    else out.push({ change: 'folded', count: 1 });
  });
  return out;
}

/** What `after` changed in `before`, block by block, with the words of each changed block marked. */
export function blockDiff(before: Block[], after: Block[]): BlockChange[] {
  const key = (b: Block) => `${b.type}\u0000${b.text}`;
  const changes = diffArrays(before.map(key), after.map(key));
  const out: BlockChange[] = [];
  let beforeAt = 0;
  let afterAt = 0;
  let removed: Block[] = [];
  let added: Block[] = [];
  const flush = () => {
    out.push(...pairRun(removed, added));
    removed = [];
    added = [];
  };
  for (const c of changes) {
    const n = c.count ?? c.value.length;
    if (c.removed) {
      removed.push(...before.slice(beforeAt, beforeAt + n));
      beforeAt += n;
    } else if (c.added) {
      added.push(...after.slice(afterAt, afterAt + n));
      afterAt += n;
    } else {
      flush();
      for (const block of after.slice(afterAt, afterAt + n)) out.push({ change: 'same', block });
      beforeAt += n;
      afterAt += n;
    }
  }
  flush();
  return fold(out);
}

// The house dictionary's check (表記ルール): where a text holds a rule's words, read literally — the
// editor lists the hits with their fixes as the writer types, the server refuses to publish with an
// NG word. Literal on purpose: a rule is the exact words to find (latin letters in any case), so a
// writer can tell why a word was flagged; what a literal rule also finds (事 in 仕事) is left to how
// the rule is worded (する事, という事), see docs/features.md.
import type { StyleRuleKind } from './style-rules.ts';

export type StyleWord = { find: string; replacement: string | null; kind: StyleRuleKind };
export type StyleHit<Rule extends StyleWord = StyleWord> = {
  /** UTF-16 offsets in the text checked, end exclusive. */
  start: number;
  end: number;
  /** The words as written in the text (their case may differ from the rule's). */
  found: string;
  rule: Rule;
};

/** Latin letters only, so the folded text keeps every offset of the original. */
function fold(text: string): string {
  return text.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}

const LATIN = /[A-Za-z]/;

type Compiled<Rule> = { rule: Rule; folded: string; latinStart: boolean; latinEnd: boolean };

/**
 * A checker for one dictionary: each position's rules by their first character, longest first. A
 * rule of latin letters matches only as a whole word (ipad is not flagged inside ipads… nor inside
 * "xipad"). NG words are looked for on their own, so a longer 表記ゆれ never hides one.
 */
export function styleChecker<Rule extends StyleWord>(rules: readonly Rule[]) {
  const byFirst = (kinds: (kind: StyleRuleKind) => boolean) => {
    const map = new Map<string, Compiled<Rule>[]>();
    for (const rule of rules) {
      if (!kinds(rule.kind) || rule.find === '') continue;
      const folded = fold(rule.find);
      const entry = {
        rule,
        folded,
        latinStart: LATIN.test(folded[0]!),
        latinEnd: LATIN.test(folded[folded.length - 1]!),
      };
      map.set(folded[0]!, [...(map.get(folded[0]!) ?? []), entry]);
    }
    for (const list of map.values()) list.sort((a, b) => b.folded.length - a.folded.length);
    return map;
  };
  const fixes = byFirst((kind) => kind !== 'ng');
  const ngWords = byFirst((kind) => kind === 'ng');

  function scan(text: string, folded: string, map: Map<string, Compiled<Rule>[]>): StyleHit<Rule>[] {
    const hits: StyleHit<Rule>[] = [];
    let at = 0;
    while (at < folded.length) {
      const hit = map.get(folded[at]!)?.find((entry) => matchesAt(text, folded, at, entry));
      if (!hit) {
        at += 1;
        continue;
      }
      const end = at + hit.folded.length;
      if (!alreadyPreferred(text, at, hit.rule))
        hits.push({ start: at, end, found: text.slice(at, end), rule: hit.rule });
      at = end;
    }
    return hits;
  }

  /** Every hit in the text, in reading order. */
  return (text: string): StyleHit<Rule>[] => {
    if (rules.length === 0 || text === '') return [];
    const folded = fold(text);
    return [...scan(text, folded, fixes), ...scan(text, folded, ngWords)].sort((a, b) => a.start - b.start);
  };
}

function matchesAt<Rule>(text: string, folded: string, at: number, entry: Compiled<Rule>): boolean {
  if (!folded.startsWith(entry.folded, at)) return false;
  if (entry.latinStart && at > 0 && LATIN.test(text[at - 1]!)) return false;
  const after = at + entry.folded.length;
  return !(entry.latinEnd && after < text.length && LATIN.test(text[after]!));
}

/**
 * Whether the words around a hit already read as the preferred form: iphone in "iPhone" is written
 * right, 無印 (→ 無印良品) in "無印良品" too.
 */
function alreadyPreferred(text: string, at: number, rule: StyleWord): boolean {
  const preferred = rule.replacement;
  if (!preferred) return false;
  const inside = fold(preferred).indexOf(fold(rule.find));
  if (inside === -1 || at < inside) return false;
  return text.startsWith(preferred, at - inside);
}

/**
 * The text with these hits replaced by their rules' forms (hits without one stay). Later hits first,
 * so earlier offsets hold; a hit overlapping one already replaced is left.
 */
export function applyStyleFixes(text: string, hits: readonly StyleHit[]): string {
  let result = text;
  let limit = Number.POSITIVE_INFINITY;
  for (const hit of [...hits].sort((a, b) => b.start - a.start)) {
    if (hit.rule.replacement === null || hit.end > limit) continue;
    result = result.slice(0, hit.start) + hit.rule.replacement + result.slice(hit.end);
    limit = hit.start;
  }
  return result;
}

/** A few characters either side of a hit, to show where it is. */
export function hitContext(text: string, hit: StyleHit, around = 10): string {
  const before = text.slice(Math.max(0, hit.start - around), hit.start).replace(/\s+/g, ' ');
  const after = text.slice(hit.end, hit.end + around).replace(/\s+/g, ' ');
  return `${hit.start > around ? '…' : ''}${before}${hit.found}${after}${hit.end + around < text.length ? '…' : ''}`;
}

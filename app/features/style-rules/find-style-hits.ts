// Where the article being edited breaks the house dictionary: its title, its lead and each text
// block of its body, with the body's hits at their document positions so one can be fixed in place.
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import type { Editor } from '@tiptap/react';
import { applyStyleFixes, hitContext, type StyleHit } from '../../../contract/style-check.ts';
import type { StyleRule } from '../../../contract/style-rules.ts';

export type StyleField = 'title' | 'lead' | 'body';
export type FoundHit = StyleHit<StyleRule> & {
  field: StyleField;
  context: string;
  from: number;
  to: number;
  key: string;
};

type Checker = (text: string) => StyleHit<StyleRule>[];

function textHits(check: Checker, field: StyleField, text: string, offset = 0): FoundHit[] {
  return check(text).map((hit) => ({
    ...hit,
    field,
    context: hitContext(text, hit),
    from: offset + hit.start,
    to: offset + hit.end,
    key: `${field}:${offset + hit.start}:${hit.found}`,
  }));
}

/** Each text block's text with one character per document position (a line break or picture: U+FFFC). */
function bodyHits(check: Checker, doc: ProseMirrorNode): FoundHit[] {
  const hits: FoundHit[] = [];
  doc.descendants((node, pos) => {
    if (!node.isTextblock) return true;
    let text = '';
    node.forEach((child) => {
      text += child.isText ? (child.text ?? '') : '\ufffc'.repeat(child.nodeSize);
    });
    hits.push(...textHits(check, 'body', text, pos + 1));
    return false;
  });
  return hits;
}

export function findStyleHits(
  check: Checker,
  editor: Editor | null,
  fields: { title: string; lead: string },
): FoundHit[] {
  return [
    ...textHits(check, 'title', fields.title),
    ...textHits(check, 'lead', fields.lead),
    ...(editor ? bodyHits(check, editor.state.doc) : []),
  ];
}

/**
 * Replaces these body hits with their rules' forms in one step of the editor's history: later ones
 * first so the earlier positions hold; one overlapping a hit already replaced is left.
 */
export function fixBodyHits(editor: Editor, hits: FoundHit[]): void {
  const fixable = hits.filter((hit) => hit.field === 'body' && hit.rule.replacement !== null);
  if (fixable.length === 0) return;
  editor
    .chain()
    .focus()
    .command(({ tr }) => {
      let limit = Number.POSITIVE_INFINITY;
      for (const hit of [...fixable].sort((a, b) => b.from - a.from)) {
        if (hit.to > limit) continue;
        tr.insertText(hit.rule.replacement!, hit.from, hit.to);
        limit = hit.from;
      }
      return true;
    })
    .run();
}

/** A title or lead with these of its hits replaced. */
export function fixedText(text: string, hits: FoundHit[]): string {
  return applyStyleFixes(text, hits);
}

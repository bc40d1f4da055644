// 目次の位置: where the page puts the 目次 (else it goes above the body), `<div data-toc>`. The page
// splits the body there (table-of-contents.ts), which it can do only at the body's own level, once.
import { Node } from '@tiptap/core';
import { type Block, cursorAfter } from '../block.ts';
import type { DocumentNode } from '../document.ts';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    tocMarker: { insertTocMarker: () => ReturnType };
  }
}

const TocMarker = Node.create({
  name: 'tocMarker',
  group: 'block',
  atom: true,
  draggable: true,
  parseHTML: () => [{ tag: 'div[data-toc]' }],
  renderHTML: () => ['div', { 'data-toc': '' }],
  addCommands() {
    return {
      // The marker moves here, after the block the cursor is in: one marker, between the body's blocks.
      insertTocMarker:
        () =>
        ({ state, tr, dispatch }) => {
          if (!dispatch) return true;
          const type = state.schema.nodes.tocMarker!;
          const { $from } = state.selection;
          let from = $from.depth === 0 ? $from.pos : $from.after(1);
          let to = from;
          // An empty paragraph the cursor is in is taken by the marker, as other blocks take it.
          if ($from.depth === 1 && $from.parent.isTextblock && $from.parent.content.size === 0) from = $from.before(1);
          state.doc.forEach((node, offset) => {
            if (node.type !== type) return;
            const at = tr.mapping.map(offset);
            tr.delete(at, at + node.nodeSize);
          });
          from = tr.mapping.map(from);
          to = tr.mapping.map(to);
          tr.replaceWith(from, to, type.create());
          cursorAfter(tr, from + 1);
          tr.scrollIntoView();
          return true;
        },
    };
  },
});

function tocMarkerProblem(document: DocumentNode): string | null {
  const top = document.content ?? [];
  if (top.filter((node) => node.type === 'tocMarker').length > 1)
    return '本文の「目次の位置」は1か所だけにしてください';
  const pending = top.flatMap((node) => node.content ?? []);
  while (pending.length > 0) {
    const node = pending.pop()!;
    if (node.type === 'tocMarker')
      return '本文の「目次の位置」はボックスやリストの中には置けません。本文の段落の間に置いてください';
    pending.push(...(node.content ?? []));
  }
  return null;
}

export const tocMarkerBlock: Block = {
  extensions: [TocMarker],
  nodes: { tocMarker: { label: '目次の位置' } },
  html: { div: ['data-toc'] },
  documentRule: tocMarkerProblem,
};

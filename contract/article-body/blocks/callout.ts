// ポイント・注意・メモ: `<div data-callout>` around whole paragraphs, lists or pictures. The label is
// the page's (article-blocks.css), so changing it never rewrites a stored article.
import { Node } from '@tiptap/core';
import { z } from 'zod';
import type { Block } from '../block.ts';

export const CALLOUT_KINDS = ['point', 'caution', 'memo'] as const;
export type CalloutKind = (typeof CALLOUT_KINDS)[number];
export const CALLOUT_LABEL: Record<CalloutKind, string> = { point: 'ポイント', caution: '注意', memo: 'メモ' };

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    callout: { toggleCallout: (kind: CalloutKind) => ReturnType };
  }
}

const Callout = Node.create({
  name: 'callout',
  group: 'block',
  content: 'block+',
  defining: true,
  addAttributes() {
    return {
      kind: {
        default: 'point',
        parseHTML: (el) => {
          const kind = el.getAttribute('data-callout');
          return (CALLOUT_KINDS as readonly (string | null)[]).includes(kind) ? kind : 'memo';
        },
        renderHTML: (attrs) => ({ 'data-callout': attrs.kind }),
      },
    };
  },
  parseHTML() {
    return [{ tag: 'div[data-callout]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['div', HTMLAttributes, 0];
  },
  addCommands() {
    return {
      // Wraps the selected blocks, changes the kind of the box they are in, or unwraps the same kind.
      toggleCallout:
        (kind) =>
        ({ editor, commands }) => {
          if (editor.isActive(this.name, { kind })) return commands.lift(this.name);
          if (editor.isActive(this.name)) return commands.updateAttributes(this.name, { kind });
          return commands.wrapIn(this.name, { kind });
        },
    };
  },
});

export const calloutBlock: Block = {
  extensions: [Callout],
  nodes: {
    callout: {
      label: 'ボックス',
      attrs: { kind: z.enum(CALLOUT_KINDS, { error: 'ボックスの種類はポイント・注意・メモから選んでください' }) },
    },
  },
  html: { div: ['data-callout'] },
};

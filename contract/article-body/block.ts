// What every block of the body is made of, in one module each (blocks/*.ts): the TipTap extensions
// that define its nodes or marks (the editor's schema, its HTML parsing and rendering, used as they
// are by the server), the name a writer knows each by, the rules of their attributes, and the HTML
// the rendered block may hold (the sanitiser's allow-list, a second fence on the server's output).
import { type AnyExtension, type Command, Node, type NodeConfig } from '@tiptap/core';
import { NodeSelection, Selection, type Transaction } from '@tiptap/pm/state';
import type { z } from 'zod';
import type { DocumentNode } from './document.ts';

export type PartRule = {
  /** The name a writer knows it by (本文の「…」). */
  label: string;
  /** Attributes that need a rule; any other attribute of the node is a scalar, unknown ones are dropped. */
  attrs?: Record<string, z.ZodType>;
};

export type Block = {
  extensions: AnyExtension[];
  nodes?: Record<string, PartRule>;
  marks?: Record<string, PartRule>;
  /** Tags and the attributes each may carry in the rendered HTML. */
  html: Record<string, string[]>;
  /** A rule on the whole document the schema cannot say (the 目次 marker: once, at the top). */
  documentRule?: (document: DocumentNode) => string | null;
  /** What the rendered HTML needs that a ProseMirror output spec cannot write (the ルビ's bare base text). */
  finishHtml?: (root: HTMLElement) => void;
};

/**
 * Inserts a block atom (an embed, a button, a card, the 目次 marker) with these attributes and puts
 * the cursor in the paragraph after it, adding one at the end of the body: left on the atom itself,
 * the next key typed would replace it.
 */
function inserting<Attrs extends object>(name: string) {
  return (attrs?: Attrs): Command =>
    ({ chain }) =>
      chain()
        .insertContent({ type: name, ...(attrs && { attrs }) })
        .command(({ tr }) => {
          if (tr.selection instanceof NodeSelection) cursorAfter(tr, tr.selection.to);
          return true;
        })
        .run();
}

export function cursorAfter(tr: Transaction, after: number) {
  if (after === tr.doc.content.size) tr.insert(after, tr.doc.type.schema.nodes.paragraph!.create());
  tr.setSelection(Selection.near(tr.doc.resolve(after + 1)));
}

/**
 * A block with no content of its own (an embed, a button, a card): dragged whole, and inserted by
 * its `command` with the cursor after it.
 */
export function insertableAtom(
  config: { name: string; command: string } & Pick<NodeConfig, 'addAttributes' | 'parseHTML' | 'renderHTML'>,
) {
  const { command, ...node } = config;
  return Node.create({
    group: 'block',
    atom: true,
    draggable: true,
    ...node,
    addCommands: () => ({ [command]: inserting(config.name) }),
  });
}

/** The address of the link inside a block's element. */
export function hrefInside(element: HTMLElement): string {
  return element.querySelector('a')?.getAttribute('href') ?? '';
}

/** A picture inside a block: loaded as the reader scrolls near it. */
export function lazyImage(src: string, alt: string) {
  return ['img', { src, alt, loading: 'lazy' }] as const;
}

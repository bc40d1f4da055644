// 画像: a picture with alt text, an optional caption (`<figure><img><figcaption>` when captioned), a
// size (全幅・小 as data-size; 標準, the default, is no attribute: the page's stylesheet sizes it) and
// the writer's mark that it is only decoration (alt stays empty on purpose).
import { mergeAttributes } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import { NodeSelection } from '@tiptap/pm/state';
import { z } from 'zod';
import type { Block } from '../block.ts';
import { documentUrl } from '../document.ts';

/** How wide a picture is shown: the column's full width, as it is (up to the column), or small. */
export const IMAGE_SIZES = ['full', 'column', 'small'] as const;
export const IMAGE_SIZE_LABEL: Record<(typeof IMAGE_SIZES)[number], string> = {
  full: '全幅',
  column: '標準',
  small: '小',
};

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    picture: { insertPicture: (attrs: { src: string; alt: string }) => ReturnType };
  }
}

const CaptionedImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      caption: {
        default: null,
        parseHTML: (element) => element.closest('figure')?.querySelector('figcaption')?.textContent || null,
        renderHTML: () => ({}),
      },
      size: {
        default: null,
        parseHTML: (element) => {
          const size = element.getAttribute('data-size');
          return (IMAGE_SIZES as readonly (string | null)[]).includes(size) && size !== 'column' ? size : null;
        },
        renderHTML: (attrs) => (attrs.size && attrs.size !== 'column' ? { 'data-size': attrs.size } : {}),
      },
      // role=presentation shows the mark in the editor; the page needs only the empty alt (the
      // sanitiser drops the role).
      decorative: {
        default: false,
        parseHTML: (element) => element.getAttribute('role') === 'presentation',
        renderHTML: (attrs) => (attrs.decorative ? { role: 'presentation' } : {}),
      },
    };
  },
  parseHTML() {
    // A caption is the picture's attribute, not a paragraph of its own.
    return [...(this.parent?.() ?? []), { tag: 'figure > figcaption', ignore: true }];
  },
  addCommands() {
    return {
      ...this.parent?.(),
      /**
       * Puts a picture where the cursor is and selects it, to be described at once. An empty line the
       * cursor is on is taken by the picture; elsewhere the block the cursor is in makes room (split,
       * or the picture goes before or after it). Where it landed is found, not guessed from positions.
       */
      insertPicture:
        (attrs) =>
        ({ tr, dispatch }) => {
          if (!dispatch) return true;
          const picture = this.type.create(attrs);
          const { $from, empty } = tr.selection;
          const onEmptyLine =
            empty &&
            $from.depth > 0 &&
            $from.parent.isTextblock &&
            $from.parent.content.size === 0 &&
            $from.node(-1).canReplaceWith($from.index(-1), $from.index(-1) + 1, this.type);
          if (onEmptyLine) tr.replaceWith($from.before(), $from.after(), picture);
          else tr.replaceSelectionWith(picture, false);
          let at: number | null = null;
          tr.doc.descendants((node, pos) => {
            if (node === picture) at = pos;
            return at === null;
          });
          if (at === null) return false;
          tr.setSelection(NodeSelection.create(tr.doc, at)).scrollIntoView();
          return true;
        },
    };
  },
  renderHTML({ node, HTMLAttributes }) {
    const img = ['img', mergeAttributes(this.options.HTMLAttributes, HTMLAttributes, { loading: 'lazy' })] as const;
    return node.attrs.caption ? ['figure', {}, img, ['figcaption', {}, String(node.attrs.caption)]] : img;
  },
});

export const imageBlock: Block = {
  extensions: [CaptionedImage.configure({ inline: false, allowBase64: false })],
  nodes: {
    image: {
      label: '画像',
      attrs: {
        src: documentUrl,
        decorative: z.boolean().optional(),
        size: z.enum(IMAGE_SIZES, { error: '画像の大きさは全幅・標準・小から選んでください' }).nullable().optional(),
      },
    },
  },
  html: {
    img: ['src', 'alt', 'title', 'width', 'height', 'loading', 'data-size'],
    figure: [],
    figcaption: [],
  },
};

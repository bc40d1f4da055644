// 画像: a picture with alt text, an optional caption (`<figure><img><figcaption>` when captioned), a
// size (全幅・小 as data-size; 標準, the default, is no attribute: the page's stylesheet sizes it) and
// the writer's mark that it is only decoration (alt stays empty on purpose).
import { mergeAttributes } from '@tiptap/core';
import Image from '@tiptap/extension-image';
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

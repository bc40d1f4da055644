// 見出し2–4: the title is the page's h1. Pasted from elsewhere, an h1 comes in as h2 and an h5 or h6
// as h4, rather than as a plain paragraph.
import Heading from '@tiptap/extension-heading';
import { z } from 'zod';
import type { Block } from '../block.ts';

const HEADING_LEVELS = [2, 3, 4] as const;

const PastedHeading = Heading.extend({
  parseHTML() {
    return [
      ...(this.parent?.() ?? []),
      { tag: 'h1', attrs: { level: 2 } },
      { tag: 'h5', attrs: { level: 4 } },
      { tag: 'h6', attrs: { level: 4 } },
    ];
  },
});

export const headingBlock: Block = {
  extensions: [PastedHeading.configure({ levels: [...HEADING_LEVELS] })],
  nodes: {
    heading: {
      label: '見出し',
      attrs: { level: z.literal(HEADING_LEVELS, { error: '大きさは 2〜4 で指定してください' }) },
    },
  },
  html: { h2: [], h3: [], h4: [] },
};

// マーカー: text marked as with a highlighter pen, `<mark>`.
import Highlight from '@tiptap/extension-highlight';
import type { Block } from '../block.ts';

export const highlightBlock: Block = {
  extensions: [Highlight],
  marks: { highlight: { label: 'マーカー' } },
  html: { mark: [] },
};

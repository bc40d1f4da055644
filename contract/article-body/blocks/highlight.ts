// マーカー: text marked as with a highlighter pen, `<mark>`. Not inclusive: what is typed right after
// marked words is plain text, as a writer expects once they stop marking.
import Highlight from '@tiptap/extension-highlight';
import type { Block } from '../block.ts';

export const highlightBlock: Block = {
  extensions: [Highlight.extend({ inclusive: false })],
  marks: { highlight: { label: 'マーカー' } },
  html: { mark: [] },
};

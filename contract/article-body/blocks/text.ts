// Paragraphs, line breaks, quotes, lists, the rule and the basic inline formatting: TipTap's starter
// kit, without what a magazine body has no use for (code) and with headings and links of our own
// (heading.ts, link.ts). The kit's editing behaviour (undo, cursors, the trailing paragraph) comes
// with it and does nothing outside the editor.
import StarterKit from '@tiptap/starter-kit';
import { z } from 'zod';
import type { Block } from '../block.ts';

export const textBlock: Block = {
  extensions: [StarterKit.configure({ heading: false, link: false, codeBlock: false, code: false })],
  nodes: {
    doc: { label: '文書全体' },
    paragraph: { label: '段落' },
    text: { label: 'テキスト' },
    hardBreak: { label: '改行' },
    blockquote: { label: '引用' },
    bulletList: { label: '箇条書き' },
    orderedList: {
      label: '番号付きリスト',
      attrs: { start: z.number().int().min(0).max(100_000).nullable().optional() },
    },
    listItem: { label: 'リストの項目' },
    horizontalRule: { label: '区切り線' },
  },
  marks: {
    bold: { label: '太字' },
    italic: { label: '斜体' },
    strike: { label: '取り消し線' },
    underline: { label: '下線' },
  },
  html: {
    p: [],
    br: [],
    strong: [],
    em: [],
    s: [],
    u: [],
    blockquote: [],
    ul: [],
    ol: ['start', 'type'],
    li: [],
    hr: [],
  },
};

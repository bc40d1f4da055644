// 表: rows of header and ordinary cells, each holding blocks. The editor's column widths stay in the
// document; the page lays the table out by its own stylesheet.
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import { z } from 'zod';
import type { Block } from '../block.ts';

const cellSpan = z.number().int().min(1, 'セルの結合数は1以上にしてください').max(1000, 'セルの結合数が大きすぎます');
const cellAttrs = {
  colspan: cellSpan.optional(),
  rowspan: cellSpan.optional(),
  colwidth: z.array(z.number().int().nonnegative()).max(1000).nullable().optional(),
};

export const tableBlock: Block = {
  extensions: [Table.configure({ resizable: false }), TableRow, TableHeader, TableCell],
  nodes: {
    table: { label: '表' },
    tableRow: { label: '表の行' },
    tableHeader: { label: '表の見出しセル', attrs: cellAttrs },
    tableCell: { label: '表のセル', attrs: cellAttrs },
  },
  html: { table: [], tbody: [], tr: [], th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'] },
};

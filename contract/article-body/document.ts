// An article body as JSON (ProseMirror's, what the editor's `getJSON()` returns), its size bounds and
// the value rules its blocks' attributes share. Isomorphic: no server imports.
import { z } from 'zod';
import { isSafeUrl, urlField } from '../common.ts';

/** Nodes nested inside each other, counting the document itself (a 20-level nested list fits). */
export const MAX_DOCUMENT_DEPTH = 40;
/** Nodes in one document, text included: each takes at least 4 characters of the 200,000 of HTML. */
export const MAX_DOCUMENT_NODES = 50_000;

type DocumentMark = { type: string; attrs?: Record<string, unknown> };
export type DocumentNode = {
  type: string;
  attrs?: Record<string, unknown>;
  content?: DocumentNode[];
  marks?: DocumentMark[];
  text?: string;
};

// PostgreSQL's jsonb cannot hold U+0000, nor an unpaired surrogate (JSON.stringify writes it as \udXXX).
// With the u flag a proper pair reads as one code point, so only a lone half matches (any browser).
const UNPAIRED_SURROGATE = /\p{Cs}/u;
export const documentString = z
  .string()
  .refine((value) => !value.includes('\u0000'), '本文に使用できない文字（NUL文字）が含まれています')
  .refine((value) => !UNPAIRED_SURROGATE.test(value), '本文に壊れた文字（対になっていないサロゲート）が含まれています');

/** Attributes that only describe (alt text, sizes, alignment): any JSON scalar, never a structure. */
export const scalarAttr = z.union([
  documentString.max(2048, '本文の属性の値が長すぎます'),
  z.number(),
  z.boolean(),
  z.null(),
]);
export const optionalScalar = scalarAttr.optional();

export const documentUrl = documentString.pipe(urlField);
export const optionalUrl = documentUrl.nullable().optional();

/** Where a link may go: the web, a path of the site, or a mail address (the link dialog asks the same). */
export function isLinkHref(value: string): boolean {
  return isSafeUrl(value) || /^mailto:\S+$/i.test(value);
}
export const linkHref = documentString
  .trim()
  .max(2048, 'リンク先のURLは2048文字以内にしてください')
  .refine(
    isLinkHref,
    'リンク先は http:// か https:// で始まるアドレス、サイト内のパス、または mailto: のメールアドレスにしてください',
  );

/** Text a block shows as given (a name, a price): trimmed, required when `min` is 1. */
export function blockText(label: string, max: number, min = 0) {
  const text = documentString.trim().max(max, `${label}は${max}文字以内にしてください`);
  return min > 0 ? text.min(min, `${label}を入力してください`) : text;
}

/**
 * Why a value is too large to check, or null. Walks `content` with a stack rather than recursion,
 * so a document 20,000 levels deep is refused without exhausting the call stack.
 */
export function measureDocument(value: unknown): string | null {
  const pending: { node: unknown; depth: number }[] = [{ node: value, depth: 1 }];
  let nodes = 0;
  while (pending.length > 0) {
    const { node, depth } = pending.pop()!;
    if (depth > MAX_DOCUMENT_DEPTH) return `本文の入れ子が深すぎます（${MAX_DOCUMENT_DEPTH}階層まで）`;
    nodes += 1;
    const content = node !== null && typeof node === 'object' ? (node as { content?: unknown }).content : undefined;
    if (!Array.isArray(content)) continue;
    if (nodes + pending.length + content.length > MAX_DOCUMENT_NODES) {
      return `本文の要素が多すぎます（${MAX_DOCUMENT_NODES}個まで）`;
    }
    for (const child of content) pending.push({ node: child, depth: depth + 1 });
  }
  return null;
}

/** Every node of a document, each before its children, in reading order. */
export function* documentNodes(document: unknown): Generator<DocumentNode> {
  const pending: unknown[] = [document];
  while (pending.length > 0) {
    const node = pending.pop() as DocumentNode | null;
    if (node === null || typeof node !== 'object') continue;
    yield node;
    // Children in reverse onto the stack: they come off it in the order they are read.
    if (Array.isArray(node.content)) pending.push(...[...node.content].reverse());
  }
}

/**
 * `body_json` on the wire. The server checks it against the node set (validate-document.ts) when
 * it saves; the contract does not, so the pages that only list articles never load the editor's code.
 */
export const articleBodyField = z.unknown().meta({
  description: `エディタの本文（ProseMirror JSON）。エディタにある要素と書式だけを受け付け、URL は http(s) かサイト内のパス（リンクは mailto: も可）、入れ子は${MAX_DOCUMENT_DEPTH}階層・要素は${MAX_DOCUMENT_NODES}個まで。保存するとサーバーがこの文書から本文の HTML を作り、一緒に送られた body_html は使いません`,
});

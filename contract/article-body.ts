// The article body as the editor stores it (ProseMirror JSON, `body_json`): only the nodes and marks
// of the editor's schema (app/features/articles/components/editor/extensions.ts), only addresses a
// browser cannot run, and a bounded size, so a stored document is safe to load on any screen.
// Isomorphic: no server imports.
import { z } from 'zod';
import { isSafeUrl, urlField } from './common.ts';

/** Nodes nested inside each other, counting the document itself (a 20-level nested list fits). */
export const MAX_DOCUMENT_DEPTH = 40;
/** Nodes in one document, text included: each takes at least 4 characters of the 200,000 of HTML. */
export const MAX_DOCUMENT_NODES = 50_000;

/** The editor's nodes, each with the name a writer knows it by. */
export const DOCUMENT_NODES: ReadonlyMap<string, string> = new Map([
  ['doc', '文書全体'],
  ['paragraph', '段落'],
  ['text', 'テキスト'],
  ['hardBreak', '改行'],
  ['heading', '見出し'],
  ['blockquote', '引用'],
  ['bulletList', '箇条書き'],
  ['orderedList', '番号付きリスト'],
  ['listItem', 'リストの項目'],
  ['horizontalRule', '区切り線'],
  ['image', '画像'],
  ['table', '表'],
  ['tableRow', '表の行'],
  ['tableHeader', '表の見出しセル'],
  ['tableCell', '表のセル'],
  ['youtube', 'YouTube 動画'],
  ['socialEmbed', 'SNS の投稿'],
  ['callout', 'ボックス'],
  ['buttonLink', 'ボタンリンク'],
  ['stepList', 'ステップ'],
  ['qa', 'Q&A'],
  ['qaQuestion', 'Q&A の質問'],
  ['qaAnswer', 'Q&A の答え'],
  ['balloon', '吹き出し'],
  ['productCard', '商品カード'],
  ['tocMarker', '目次の位置'],
  ['linkCard', '記事カード'],
]);

/** A button link's text: short enough to sit on one button on a phone. */
export const BUTTON_LABEL_MAX = 40;

/** A 吹き出し's speaker name and a product card's name, price and button text. */
export const SPEAKER_NAME_MAX = 30;
export const PRODUCT_NAME_MAX = 100;
export const PRODUCT_PRICE_MAX = 40;

/** Which side a 吹き出し's speaker stands on. */
export const BALLOON_SIDES = ['left', 'right'] as const;
export type BalloonSide = (typeof BALLOON_SIDES)[number];

/**
 * The boxes a magazine sets apart from the text, each with the label the page prints above it:
 * `<div data-callout="point">` in the body HTML.
 */
export const CALLOUT_KINDS = ['point', 'caution', 'memo'] as const;
export type CalloutKind = (typeof CALLOUT_KINDS)[number];
export const CALLOUT_LABEL: Record<CalloutKind, string> = { point: 'ポイント', caution: '注意', memo: 'メモ' };

/** The editor's marks (inline formatting), each with the name a writer knows it by. */
export const DOCUMENT_MARKS: ReadonlyMap<string, string> = new Map([
  ['bold', '太字'],
  ['italic', '斜体'],
  ['strike', '取り消し線'],
  ['underline', '下線'],
  ['link', 'リンク'],
  ['highlight', 'マーカー'],
]);

/** How wide a picture is shown: the column's full width, as it is (up to the column), or small. */
export const IMAGE_SIZES = ['full', 'column', 'small'] as const;
export const IMAGE_SIZE_LABEL: Record<(typeof IMAGE_SIZES)[number], string> = {
  full: '全幅',
  column: '標準',
  small: '小',
};

/** 見出し2–4: the title is the page's h1. */
export const HEADING_LEVELS = [2, 3, 4] as const;

export const SOCIAL_EMBED_PROVIDERS = ['x', 'instagram'] as const;

/** A document as JSON: what the editor's `getJSON()` returns and `setContent()` takes. */
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
const documentString = z
  .string()
  .refine((value) => !value.includes('\u0000'), '本文に使用できない文字（NUL文字）が含まれています')
  .refine((value) => !UNPAIRED_SURROGATE.test(value), '本文に壊れた文字（対になっていないサロゲート）が含まれています');

/** Attributes that only describe (alt text, sizes, alignment): any JSON scalar, never a structure. */
const scalarAttr = z.union([documentString.max(2048, '本文の属性の値が長すぎます'), z.number(), z.boolean(), z.null()]);
const optionalScalar = scalarAttr.optional();

const documentUrl = documentString.pipe(urlField);
// The editor's link mark also makes mail links (typed addresses become mailto: links).
/** Where a link may go: the web, a path of the site, or a mail address (the link dialog asks the same). */
export function isLinkHref(value: string): boolean {
  return isSafeUrl(value) || /^mailto:\S+$/i.test(value);
}
const linkHref = documentString
  .trim()
  .max(2048, 'リンク先のURLは2048文字以内にしてください')
  .refine(
    isLinkHref,
    'リンク先は http:// か https:// で始まるアドレス、サイト内のパス、または mailto: のメールアドレスにしてください',
  );
const cellSpan = z.number().int().min(1, 'セルの結合数は1以上にしてください').max(1000, 'セルの結合数が大きすぎます');

function typeName(input: unknown): string {
  const type = input !== null && typeof input === 'object' ? (input as { type?: unknown }).type : undefined;
  return typeof type === 'string' ? type.slice(0, 40) : String(type).slice(0, 40);
}

/** Why a node did not match any node allowed at its place: not the editor's at all, or misplaced. */
const nodeError: z.core.$ZodErrorMap = (issue) => {
  if (issue.code !== 'invalid_union') return '本文の要素の形式が正しくありません';
  const name = typeName(issue.input);
  const label = DOCUMENT_NODES.get(name);
  return label ? `本文の「${label}」はこの位置には置けません` : `本文に使えない要素（${name}）が含まれています`;
};
const markError: z.core.$ZodErrorMap = (issue) =>
  issue.code === 'invalid_union'
    ? `本文に使えない書式（${typeName(issue.input)}）が含まれています`
    : '本文の書式の形式が正しくありません';

const markSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('bold') }),
    z.object({ type: z.literal('italic') }),
    z.object({ type: z.literal('strike') }),
    z.object({ type: z.literal('underline') }),
    z.object({ type: z.literal('highlight') }),
    z.object({
      type: z.literal('link'),
      attrs: z.object({
        href: linkHref,
        target: optionalScalar,
        rel: optionalScalar,
        class: optionalScalar,
        title: optionalScalar,
      }),
    }),
  ],
  { error: markError },
);
const marks = z
  .array(markSchema)
  .max(DOCUMENT_MARKS.size, '本文の書式が重なりすぎています')
  .refine((list) => new Set(list.map((mark) => mark.type)).size === list.length, '本文に同じ書式が重なっています')
  .optional();

const inlineNode = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('text'), text: documentString.min(1, '本文に空のテキストが含まれています'), marks }),
    z.object({ type: z.literal('hardBreak'), marks }),
  ],
  { error: nodeError },
);
const inlineContent = z.array(inlineNode).optional();

// Recursive through `content`; measureDocument() bounds the depth before this ever runs.
const blockNode: z.ZodType<DocumentNode> = z.lazy(() => blockUnion);
const blockContent = z.array(blockNode).optional();

const listItem = z.discriminatedUnion('type', [z.object({ type: z.literal('listItem'), content: blockContent })], {
  error: nodeError,
});
const tableCellAttrs = z
  .object({
    colspan: cellSpan.optional(),
    rowspan: cellSpan.optional(),
    colwidth: z.array(z.number().int().nonnegative()).max(1000).nullable().optional(),
    align: optionalScalar,
  })
  .optional();
const tableRow = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('tableRow'),
      content: z
        .array(
          z.discriminatedUnion(
            'type',
            [
              z.object({ type: z.literal('tableCell'), attrs: tableCellAttrs, content: blockContent }),
              z.object({ type: z.literal('tableHeader'), attrs: tableCellAttrs, content: blockContent }),
            ],
            { error: nodeError },
          ),
        )
        .optional(),
    }),
  ],
  { error: nodeError },
);

/** Text a block shows as given (a name, a price): trimmed, required when `min` is 1. */
function blockText(label: string, max: number, min = 0) {
  const text = documentString.trim().max(max, `${label}は${max}文字以内にしてください`);
  return min > 0 ? text.min(min, `${label}を入力してください`) : text;
}
const optionalUrl = documentUrl.nullable().optional();

const qaParts = z.tuple(
  [
    z.object({
      type: z.literal('qaQuestion', { error: '本文のQ&A は質問から始めてください' }),
      content: inlineContent,
    }),
    z.object({
      type: z.literal('qaAnswer', { error: '本文のQ&A は質問の次に答えを置いてください' }),
      content: blockContent,
    }),
  ],
  { error: '本文のQ&A は質問と答えをひと組にしてください' },
);

const blockUnion = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('paragraph'), content: inlineContent }),
    z.object({
      type: z.literal('heading'),
      attrs: z.object({ level: z.literal(HEADING_LEVELS, { error: '大きさは 2〜4 で指定してください' }) }),
      content: inlineContent,
    }),
    z.object({ type: z.literal('blockquote'), content: blockContent }),
    z.object({ type: z.literal('bulletList'), content: z.array(listItem).optional() }),
    z.object({
      type: z.literal('orderedList'),
      attrs: z.object({ start: optionalScalar, type: optionalScalar }).optional(),
      content: z.array(listItem).optional(),
    }),
    z.object({ type: z.literal('horizontalRule') }),
    z.object({
      type: z.literal('image'),
      attrs: z.object({
        src: documentUrl,
        alt: optionalScalar,
        title: optionalScalar,
        width: optionalScalar,
        height: optionalScalar,
        caption: optionalScalar,
        decorative: z.boolean().optional(),
        size: z.enum(IMAGE_SIZES, { error: '画像の大きさは全幅・標準・小から選んでください' }).nullable().optional(),
      }),
    }),
    z.object({ type: z.literal('table'), content: z.array(tableRow).optional() }),
    z.object({
      type: z.literal('youtube'),
      attrs: z.object({ src: documentUrl, start: optionalScalar, width: optionalScalar, height: optionalScalar }),
    }),
    z.object({
      type: z.literal('buttonLink'),
      attrs: z.object({
        href: linkHref,
        label: documentString
          .trim()
          .min(1, 'ボタンの文言を入力してください')
          .max(BUTTON_LABEL_MAX, `ボタンの文言は${BUTTON_LABEL_MAX}文字以内にしてください`),
      }),
    }),
    z.object({ type: z.literal('stepList'), content: z.array(listItem).optional() }),
    z.object({ type: z.literal('qa'), content: qaParts }),
    z.object({
      type: z.literal('balloon'),
      attrs: z.object({
        speaker: blockText('吹き出しの名前', SPEAKER_NAME_MAX, 1),
        avatar: optionalUrl,
        side: z.enum(BALLOON_SIDES, { error: '吹き出しの向きは左か右にしてください' }),
      }),
      content: blockContent,
    }),
    z.object({
      type: z.literal('productCard'),
      attrs: z.object({
        name: blockText('商品名', PRODUCT_NAME_MAX, 1),
        price: blockText('価格', PRODUCT_PRICE_MAX).nullable().optional(),
        url: documentUrl,
        image: optionalUrl,
        label: blockText('ボタンの文言', BUTTON_LABEL_MAX).nullable().optional(),
      }),
    }),
    z.object({ type: z.literal('tocMarker') }),
    z.object({
      type: z.literal('linkCard'),
      attrs: z.object({ href: linkHref, title: blockText('記事カードの見出し', 200, 1), image: optionalUrl }),
    }),
    z.object({
      type: z.literal('callout'),
      attrs: z.object({
        kind: z.enum(CALLOUT_KINDS, { error: 'ボックスの種類はポイント・注意・メモから選んでください' }),
      }),
      content: blockContent,
    }),
    z.object({
      type: z.literal('socialEmbed'),
      attrs: z.object({
        provider: z.enum(SOCIAL_EMBED_PROVIDERS, { error: 'X か Instagram の投稿を指定してください' }),
        url: documentUrl,
      }),
    }),
  ],
  { error: nodeError },
);

/**
 * A whole document. Unknown attributes are dropped, as the editor itself drops them on load;
 * unknown nodes and marks are refused. Parse through `articleBodyJson`, which bounds the size first.
 */
const articleDocumentSchema = z.object(
  { type: z.literal('doc', { error: '本文の形式が正しくありません' }), content: blockContent },
  { error: '本文の形式が正しくありません' },
);

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

/**
 * `body_json` as sent by the editor: size first, then the schema, reported as one message on the
 * field itself (the wire shape names fields, not paths inside a document).
 */
export const articleBodyJson = z
  .unknown()
  .transform((value, ctx): Record<string, unknown> => {
    const tooLarge = measureDocument(value);
    if (tooLarge) {
      ctx.addIssue({ code: 'custom', message: tooLarge, input: value });
      return z.NEVER;
    }
    const result = articleDocumentSchema.safeParse(value);
    if (!result.success) {
      const [first] = result.error.issues;
      ctx.addIssue({ code: 'custom', message: describeIssue(value, first), input: value });
      return z.NEVER;
    }
    const misplacedToc = tocMarkerProblem(result.data);
    if (misplacedToc) {
      ctx.addIssue({ code: 'custom', message: misplacedToc, input: value });
      return z.NEVER;
    }
    return result.data;
  })
  .meta({
    description: `エディタの本文（ProseMirror JSON）。エディタにある要素と書式だけを受け付け、URL は http(s) かサイト内のパス（リンクは mailto: も可）、入れ子は${MAX_DOCUMENT_DEPTH}階層・要素は${MAX_DOCUMENT_NODES}個まで`,
  });

/**
 * The page splits the body at the 目次 marker (table-of-contents.ts), which it can do only at the
 * body's own level and only once.
 */
function tocMarkerProblem(document: { content?: DocumentNode[] }): string | null {
  const top = document.content ?? [];
  if (top.filter((node) => node.type === 'tocMarker').length > 1)
    return '本文の「目次の位置」は1か所だけにしてください';
  const pending = top.flatMap((node) => node.content ?? []);
  while (pending.length > 0) {
    const node = pending.pop()!;
    if (node.type === 'tocMarker')
      return '本文の「目次の位置」はボックスやリストの中には置けません。本文の段落の間に置いてください';
    pending.push(...(node.content ?? []));
  }
  return null;
}

/** The issue's message, prefixed with the node or mark it concerns ("本文の画像：URLは…"). */
function describeIssue(value: unknown, issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return '本文の形式が正しくありません';
  if (issue.message.startsWith('本文')) return issue.message;
  let at: unknown = value;
  let owner: string | undefined;
  for (const key of issue.path) {
    if (at === null || typeof at !== 'object') break;
    const type = (at as { type?: unknown }).type;
    if (typeof type === 'string' && type !== 'doc')
      owner = DOCUMENT_NODES.get(type) ?? DOCUMENT_MARKS.get(type) ?? owner;
    at = Object.hasOwn(at, key) ? (at as Record<PropertyKey, unknown>)[key] : undefined;
  }
  return owner ? `本文の${owner}：${issue.message}` : `本文：${issue.message}`;
}

/**
 * Pictures a reader using a screen reader would miss: no alternative text and not marked
 * decorative. An article is published only without any (the editor says which; the server refuses).
 */
export function imagesWithoutAlt(document: unknown): number {
  let missing = 0;
  const pending: unknown[] = [document];
  while (pending.length > 0) {
    const node = pending.pop() as DocumentNode | null;
    if (node === null || typeof node !== 'object') continue;
    if (node.type === 'image') {
      const { alt, decorative } = node.attrs ?? {};
      if (decorative !== true && (typeof alt !== 'string' || alt.trim() === '')) missing += 1;
    }
    if (Array.isArray(node.content)) pending.push(...node.content);
  }
  return missing;
}

/** Why an article with pictures lacking alternative text cannot be published. */
export function missingAltMessage(count: number): string {
  return `代替テキストのない画像が${count}枚あります。画像を選んで「画像の説明」から入力するか、飾りの画像として印を付けてください`;
}

const ARTICLE_PATH = /^\/articles\/(\d{1,10})(?:[?#].*)?$/;

/** The magazine's own articles a body links to, each with the words that link to it. */
export function internalArticleLinks(document: unknown): { id: number; text: string }[] {
  const links: { id: number; text: string }[] = [];
  const add = (href: unknown, text: string) => {
    const id = typeof href === 'string' ? ARTICLE_PATH.exec(href)?.[1] : undefined;
    if (id) links.push({ id: Number(id), text });
  };
  const pending: unknown[] = [document];
  while (pending.length > 0) {
    const node = pending.pop() as DocumentNode | null;
    if (node === null || typeof node !== 'object') continue;
    for (const mark of node.marks ?? []) if (mark.type === 'link') add(mark.attrs?.href, node.text ?? '');
    if (node.type === 'buttonLink') add(node.attrs?.href, String(node.attrs?.label ?? ''));
    if (node.type === 'productCard') add(node.attrs?.url, String(node.attrs?.name ?? ''));
    if (node.type === 'linkCard') add(node.attrs?.href, String(node.attrs?.title ?? ''));
    // Children in reverse onto the stack: they come off it in the order they are read.
    if (Array.isArray(node.content)) pending.push(...[...node.content].reverse());
  }
  return links;
}

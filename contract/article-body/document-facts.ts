// What the server and the editor read off a body's document rather than its HTML: the pictures
// without alternative text, the site's articles it links to, its affiliate links, and its text as a
// reader sees it.
import { isSponsoredRel } from './blocks/link.ts';
import { productCardLinks } from './blocks/product-card.ts';
import { type DocumentNode, documentNodes } from './document.ts';

/**
 * Pictures a reader using a screen reader would miss: no alternative text and not marked
 * decorative. An article is published only without any (the editor says which; the server refuses).
 */
export function imagesWithoutAlt(document: unknown): number {
  let missing = 0;
  for (const node of documentNodes(document)) {
    if (node.type !== 'image') continue;
    const { alt, decorative } = node.attrs ?? {};
    if (decorative !== true && (typeof alt !== 'string' || alt.trim() === '')) missing += 1;
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
  for (const node of documentNodes(document)) {
    for (const mark of node.marks ?? []) if (mark.type === 'link') add(mark.attrs?.href, node.text ?? '');
    if (node.type === 'buttonLink') add(node.attrs?.href, String(node.attrs?.label ?? ''));
    if (node.type === 'productCard')
      for (const link of productCardLinks(node.attrs)) add(link.url, String(node.attrs?.name ?? ''));
    if (node.type === 'linkCard') add(node.attrs?.href, String(node.attrs?.title ?? ''));
  }
  return links;
}

/**
 * Whether the body shows an advertisement: a 商品カード (an affiliate link by what it is) or a link
 * marked sponsored. Its page then says it holds a promotion (contract/promotion.ts).
 */
export function hasAffiliateLinks(document: unknown): boolean {
  for (const node of documentNodes(document)) {
    if (node.type === 'productCard') return true;
    if (node.marks?.some((mark) => mark.type === 'link' && isSponsoredRel(mark.attrs?.rel))) return true;
  }
  return false;
}

/** Words a block shows from its attributes rather than its content (a card's name, a speaker). */
const ATTRIBUTE_TEXT: Record<string, readonly string[]> = {
  image: ['caption'],
  buttonLink: ['label'],
  balloon: ['speaker'],
  productCard: ['name', 'price'],
  linkCard: ['title'],
};

/**
 * The body as a reader sees it, without markup: one line per paragraph, heading, list item, caption
 * or card. The revision diff compares it; the search reads its words and quotes it in results.
 */
export function documentText(document: unknown): string {
  return document !== null && typeof document === 'object' ? nodeText(document as DocumentNode) : '';
}

/** What a block with no words of its own is told apart by: a picture's description, an embed's address. */
const IDENTITY_ATTRIBUTES = ['alt', 'src', 'url', 'href'] as const;

/**
 * The body's top-level blocks, each with its node type and its text as documentText reads it (or,
 * for a block without words, what it shows): the revision diff compares them block by block.
 */
export function documentBlocks(document: unknown): { type: string; text: string }[] {
  if (document === null || typeof document !== 'object') return [];
  const content = (document as DocumentNode).content;
  return (Array.isArray(content) ? content : []).map((node) => {
    const text = nodeText(node);
    const identity = IDENTITY_ATTRIBUTES.map((name) => node.attrs?.[name]).find((v) => typeof v === 'string' && v);
    return { type: node.type, text: text || String(identity ?? '') };
  });
}

function nodeText(root: DocumentNode): string {
  const lines: string[] = [];
  const walk = (node: DocumentNode) => {
    for (const name of ATTRIBUTE_TEXT[node.type] ?? []) {
      const value = node.attrs?.[name];
      if (typeof value === 'string' && value.trim()) lines.push(value.trim());
    }
    if (!Array.isArray(node.content)) return;
    if (node.content.some((child) => child.type === 'text' || child.type === 'hardBreak')) {
      lines.push(node.content.map((child) => (child.type === 'hardBreak' ? '\n' : (child.text ?? ''))).join(''));
      return;
    }
    for (const child of node.content) walk(child);
  };
  walk(root);
  return lines
    .join('\n')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

/**
 * Words a page shows (or reads aloud) besides the body's text: ルビ readings, the buttons' own words
 * of 商品カード, and pictures' alternative text. documentText leaves them out (the search must not find
 * a reading); the NG-word check reads them too, since a reader meets them all the same.
 */
export function documentAsideWords(document: unknown): string[] {
  const words: string[] = [];
  const add = (value: unknown) => {
    if (typeof value === 'string' && value.trim()) words.push(value.trim());
  };
  for (const node of documentNodes(document)) {
    for (const mark of node.marks ?? []) if (mark.type === 'ruby') add(mark.attrs?.reading);
    if (node.type === 'productCard') for (const link of productCardLinks(node.attrs)) add(link.label);
    if (node.type === 'image') add(node.attrs?.alt);
  }
  return words;
}

// Every address a body's document holds — pictures, links, cards, embeds — rewritten by one function:
// an import pointing old addresses at their new homes, a move of the media to another store.
import { type DocumentNode, documentNodes } from './document.ts';

/** The attributes of each node that hold an address. */
const URL_ATTRIBUTES: Record<string, readonly string[]> = {
  image: ['src'],
  balloon: ['avatar'],
  productCard: ['url', 'image'],
  linkCard: ['href', 'image'],
  buttonLink: ['href'],
  socialEmbed: ['url'],
  youtube: ['src'],
};

/** A copy of the document with each address replaced by what `rewrite` answers for it. */
export function rewriteDocumentUrls(document: DocumentNode, rewrite: (url: string) => string): DocumentNode {
  const copy = structuredClone(document);
  replaceUrls(copy, rewrite);
  return copy;
}

/** Each address the document holds, once (read without copying the document). */
export function documentUrls(document: DocumentNode): Set<string> {
  const urls = new Set<string>();
  replaceUrls(document, (url) => {
    urls.add(url);
    return url;
  });
  return urls;
}

function replaceUrls(document: DocumentNode, rewrite: (url: string) => string) {
  for (const node of documentNodes(document)) {
    for (const name of URL_ATTRIBUTES[node.type] ?? []) {
      const value = node.attrs?.[name];
      if (typeof value === 'string' && value && node.attrs) node.attrs[name] = rewrite(value);
    }
    // A 商品カード's shops: one address each.
    if (node.type === 'productCard' && Array.isArray(node.attrs?.shops)) {
      for (const shop of node.attrs.shops as { url?: unknown }[]) {
        if (typeof shop?.url === 'string' && shop.url) shop.url = rewrite(shop.url);
      }
    }
    for (const mark of node.marks ?? []) {
      if (mark.type === 'link' && typeof mark.attrs?.href === 'string') mark.attrs.href = rewrite(mark.attrs.href);
    }
  }
}

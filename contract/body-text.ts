// An article body as a reader sees it, without markup: the revision diff compares it, the search
// reads its words and quotes it in results. Read off the document; HTML only for a body stored
// without one (before every body had its document, see docs/decisions/018-one-article-document.md).
import { documentBlocks, documentText } from './article-body/document-facts.ts';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

function htmlText(html: string): string {
  return html
    .replace(/<\/(p|h[1-6]|li|blockquote|figcaption|tr)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

/** The body as a reader sees it: one line per paragraph, heading, list item, caption or card. */
export function bodyText(body: { json: unknown; html: string }): string {
  return body.json ? documentText(body.json) : htmlText(body.html);
}

/** The body's blocks (type and text) for the revision diff; a body without a document is paragraphs. */
export function bodyBlocks(body: { json: unknown; html: string }): { type: string; text: string }[] {
  if (body.json) return documentBlocks(body.json);
  const text = htmlText(body.html);
  return text ? text.split('\n').map((line) => ({ type: 'paragraph', text: line })) : [];
}

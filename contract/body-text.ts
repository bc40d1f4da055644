// An article body as a reader sees it, without markup: the revision diff compares it, the search
// reads its words and quotes it in results.

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The body as a reader sees it: one line per paragraph, heading, list item or quote. */
export function bodyText(html: string): string {
  return html
    .replace(/<\/(p|h[1-6]|li|blockquote|figcaption|tr)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

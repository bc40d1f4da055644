// 目次: gives every h2/h3 of an article body an anchor and lists them.
export type TocEntry = { id: string; level: 2 | 3; text: string };

export function withTableOfContents(html: string): { html: string; toc: TocEntry[] } {
  const toc: TocEntry[] = [];
  const withIds = html.replace(
    /<h([23])(\s[^>]*)?>([\s\S]*?)<\/h\1>/g,
    (_match, level: string, attrs: string | undefined, inner: string) => {
      const id = `section-${toc.length + 1}`;
      const text = inner
        .replace(/<[^>]+>/g, '')
        .replace(/&amp;/g, '&')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .trim();
      toc.push({ id, level: Number(level) as 2 | 3, text });
      const rest = (attrs ?? '').replace(/\sid="[^"]*"/, '');
      return `<h${level} id="${id}"${rest}>${inner}</h${level}>`;
    },
  );
  return { html: withIds, toc };
}

// Tags that never close, as the sanitiser writes them; every other tag it writes is closed.
const VOID_TAGS = new Set(['img', 'br', 'hr']);
const TOC_MARKER = /^<div data-toc(="")?>$/;

/**
 * The body around the writer's 目次 marker (`<div data-toc>` at the top level of the body, the first
 * one): the 目次 goes between. Without one, all of the body comes after the 目次. A marker inside a
 * box or a list is not a place the 目次 can go, and the page hides it.
 */
export function splitAtTocMarker(html: string): { before: string; after: string } {
  let depth = 0;
  for (const tag of html.matchAll(/<(\/?)([a-z][a-z0-9]*)[^>]*>/g)) {
    const [text, closing, name] = tag;
    if (depth === 0 && TOC_MARKER.test(text)) {
      const end = html.indexOf('</div>', tag.index) + '</div>'.length;
      return { before: html.slice(0, tag.index), after: html.slice(end) };
    }
    if (VOID_TAGS.has(name!) || text.endsWith('/>')) continue;
    depth += closing ? -1 : 1;
  }
  return { before: '', after: html };
}

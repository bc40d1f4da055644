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

// Reads the demo's prose files: a small, strict subset of Markdown (headings, paragraphs, lists)
// turned into an outline, so an editor writes plain Markdown and a slip is named by file and line.

/** Text under one heading: its paragraphs and list items, in order of appearance. */
export type OutlineBlock = { heading: string; paragraphs: string[]; items: string[] };
/** A `##` heading with its own text and its `###` subsections. */
export type OutlineSection = OutlineBlock & { subsections: OutlineBlock[] };

const block = (heading: string): OutlineBlock => ({ heading, paragraphs: [], items: [] });

/**
 * `#` is the file's title for readers and is skipped, as are `<!-- … -->` lines. A paragraph is a
 * run of text lines, joined without spaces (Japanese prose wraps anywhere); `- ` starts a list item.
 * Nothing else of Markdown is read: the text is stored as written.
 */
export function parseOutline(text: string, source: string): OutlineSection[] {
  const sections: OutlineSection[] = [];
  let section: OutlineSection | undefined;
  let current: OutlineBlock | undefined;
  let paragraph: string[] = [];
  const endParagraph = () => {
    if (paragraph.length > 0) current?.paragraphs.push(paragraph.join(''));
    paragraph = [];
  };

  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trim();
    const fail = (why: string): never => {
      throw new Error(`${source}:${index + 1}: ${why}`);
    };
    if (line === '' || (line.startsWith('<!--') && line.endsWith('-->'))) {
      endParagraph();
      continue;
    }
    const heading = line.match(/^(#{1,6})\s+(.+)$/);
    if (heading) {
      endParagraph();
      const level = heading[1]?.length;
      const title = heading[2] as string;
      if (level === 1) continue;
      if (level === 2) {
        section = { ...block(title), subsections: [] };
        sections.push(section);
        current = section;
      } else if (level === 3) {
        if (!section) fail('a ### heading before any ## heading');
        current = block(title);
        section?.subsections.push(current);
      } else fail('only #, ## and ### headings are read');
      continue;
    }
    if (!current) fail('text before any ## heading');
    if (line.startsWith('- ')) {
      endParagraph();
      current?.items.push(line.slice(2).trim());
    } else paragraph.push(line);
  }
  endParagraph();
  return sections;
}

// A post written in WordPress's classic editor, as its export holds it (`content:encoded`: the text
// as typed, paragraphs left to wpautop at display time, shortcodes unexpanded), turned into the HTML
// WordPress would show, for the article pipeline to read: paragraphs by blank lines as wpautop makes
// them, [caption] and [gallery] as pictures, [embed] and bare URLs on their own line as embeds.
// What has no place in an article is left out and named in `notes`, for the import's report.

import { embedHtml, escapeAttribute } from './embed-url.ts';

export type AttachmentLookup = (id: number) => { url: string; alt: string; caption: string } | undefined;

export type ClassicBody = { html: string; notes: string[] };

// wpautop's block-level elements: a blank line never wraps them in a paragraph.
const BLOCK =
  '(?:table|thead|tfoot|caption|col|colgroup|tbody|tr|td|th|div|dl|dd|dt|ul|ol|li|pre|form|map|area|blockquote|address|math|style|p|h[1-6]|hr|fieldset|legend|section|article|aside|hgroup|header|footer|nav|figure|figcaption|details|menu|summary|iframe)';
const OPENS_BLOCK = new RegExp(`(<${BLOCK}[\\s/>])`, 'gi');
const CLOSES_BLOCK = new RegExp(`(</${BLOCK}>)`, 'gi');
const P_BEFORE_BLOCK = new RegExp(`<p>\\s*(</?${BLOCK}[^>]*>)`, 'gi');
const P_AFTER_BLOCK = new RegExp(`(</?${BLOCK}[^>]*>)\\s*</p>`, 'gi');
const STARTS_WITH_BLOCK = new RegExp(`^</?${BLOCK}[\\s/>]`, 'i');

/** Shortcode attributes: `a="x" b='y' c=z`. */
function shortcodeAttributes(text: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [, name, double, single, bare] of text.matchAll(/([\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"']+))/g)) {
    attributes[(name as string).toLowerCase()] = double ?? single ?? bare ?? '';
  }
  return attributes;
}

function expandShortcodes(text: string, attachments: AttachmentLookup, notes: string[]): string {
  return (
    text
      // [caption]<img …> 説明[/caption], often inside a link: a captioned picture.
      .replace(/\[caption([^\]]*)\]([\s\S]*?)\[\/caption\]/gi, (_, attributes: string, inner: string) => {
        const picture = /(<a\b[^>]*>\s*)?<img\b[^>]*>(\s*<\/a>)?/i.exec(inner)?.[0] ?? '';
        const caption = (inner.replace(picture, '').trim() || shortcodeAttributes(attributes).caption) ?? '';
        return `\n\n<figure>${picture}<figcaption>${caption}</figcaption></figure>\n\n`;
      })
      .replace(/\[gallery([^\]]*)\]/gi, (_, attributes: string) => {
        const ids = (shortcodeAttributes(attributes).ids ?? '').split(',').map((id) => Number(id.trim()));
        const pictures = ids.flatMap((id) => {
          const picture = Number.isInteger(id) && id > 0 ? attachments(id) : undefined;
          if (!picture) {
            notes.push(`ギャラリーの画像（ID ${id}）が書き出しファイルにありません`);
            return [];
          }
          const caption = picture.caption ? `<figcaption>${picture.caption}</figcaption>` : '';
          return [
            `<figure><img src="${escapeAttribute(picture.url)}" alt="${escapeAttribute(picture.alt)}">${caption}</figure>`,
          ];
        });
        return `\n\n${pictures.join('\n\n')}\n\n`;
      })
      .replace(/\[embed[^\]]*\]\s*(\S+?)\s*\[\/embed\]/gi, (_, url: string) => `\n\n${embedHtml(url, notes)}\n\n`)
      // WordPress embeds a URL alone on its line.
      .replace(/^[ \t]*(https?:\/\/[^\s<>"]+)[ \t]*$/gim, (_, url: string) => `\n\n${embedHtml(url, notes)}\n\n`)
      // Any other shortcode has nothing to run it: its tags go, what it wraps stays. As WordPress reads
      // them, a name ends at a space, / or ], so `a[b[0]]` is text.
      .replace(/\[(\/?)([a-z][\w-]*)((?:\s[^[\]]*)?)\/?\]/gi, (_, closing: string, name: string) => {
        if (!closing) notes.push(`ショートコード [${name}] は取り込めないため外しました`);
        return '';
      })
  );
}

/** wpautop: blank lines make paragraphs, a single line break inside one makes <br />. */
function autop(text: string): string {
  const preserved: string[] = [];
  const withoutPre = text.replace(
    /<pre[\s>][\s\S]*?<\/pre>/gi,
    (pre) => `<pre wp-pre-tag-${preserved.push(pre) - 1}></pre>`,
  );
  return withoutPre
    .replace(OPENS_BLOCK, '\n\n$1')
    .replace(CLOSES_BLOCK, '$1\n\n')
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk) => (STARTS_WITH_BLOCK.test(chunk) ? chunk : `<p>${chunk.replace(/\n/g, '<br />\n')}</p>`))
    .join('\n')
    .replace(P_BEFORE_BLOCK, '$1')
    .replace(P_AFTER_BLOCK, '$1')
    .replace(/<pre wp-pre-tag-(\d+)><\/pre>/g, (_, index: string) => preserved[Number(index)] ?? '');
}

export function classicBodyHtml(content: string, attachments: AttachmentLookup): ClassicBody {
  const notes: string[] = [];
  let text = content.replace(/\r\n?/g, '\n');
  if (/<(script|style)\b/i.test(text)) {
    notes.push('スクリプトとスタイルは取り込みません');
    text = text.replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '');
  }
  if (/<!--more(.*?)?-->/.test(text)) text = text.replace(/<!--more(.*?)?-->/g, '');
  if (text.includes('<!--nextpage-->')) {
    notes.push('ページ分割（<!--nextpage-->）は1ページにまとめました');
    text = text.replaceAll('<!--nextpage-->', '\n\n');
  }
  return { html: autop(expandShortcodes(text, attachments, notes)), notes };
}

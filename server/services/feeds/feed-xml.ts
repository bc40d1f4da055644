// What the outlets' feeds share: XML text that is always well-formed, RFC 822 dates, and a document
// that stays under the outlets' size limit by carrying fewer items, never by being cut.
import { escapeXml } from '../seo/escape-xml.ts';

/** SmartNews refuses a feed over 1 MB; the partner apps have the same or larger limits. */
const FEED_MAX_BYTES = 1024 * 1024;

// Characters XML 1.0 does not allow anywhere, even escaped (C0 controls but tab, CR and LF; lone surrogates; U+FFFE/FFFF).
const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Text or an attribute value, escaped. */
export function xmlText(text: string): string {
  return escapeXml(text.replace(NOT_XML, ''));
}

/** Markup carried as text in a CDATA section, split where it holds the section's own end. */
export function cdata(markup: string): string {
  return `<![CDATA[${markup.replace(NOT_XML, '').replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
}

/** RFC 822 (as RSS 2.0 wants it, with a four-digit year): "Sun, 22 Nov 2026 01:00:00 GMT". */
export function rfc822(date: Date | string): string {
  return new Date(date).toUTCString();
}

/**
 * The feed as `head`, then as many of `items` as fit (in order, each whole), then `tail`: at most
 * `maxBytes` in UTF-8. An item too big to fit on its own is skipped, so one long article never keeps
 * the newer ones out.
 */
export function fitFeed(head: string, items: string[], tail: string, maxBytes = FEED_MAX_BYTES): string {
  let size = Buffer.byteLength(head) + Buffer.byteLength(tail);
  const kept: string[] = [];
  for (const item of items) {
    const bytes = Buffer.byteLength(item) + 1;
    if (size + bytes > maxBytes) continue;
    kept.push(item);
    size += bytes;
  }
  return `${head}${kept.map((item) => `${item}\n`).join('')}${tail}`;
}

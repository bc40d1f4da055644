// The one allow-list for article HTML, applied on every save. Embeds are accepted only as
// YouTube iframes (privacy-enhanced or standard) or as <div data-embed data-url> placeholders
// for X and Instagram, which the page turns into links; nothing else from elsewhere runs.
import sanitizeHtml from 'sanitize-html';

// A Map, not an object: data-embed="constructor" or "__proto__" must find nothing, not Object's own.
const EMBED_HOSTS: ReadonlyMap<string, RegExp> = new Map([
  ['youtube', /^https:\/\/(www\.)?(youtube\.com|youtu\.be)\//],
  ['x', /^https:\/\/(x\.com|twitter\.com)\//],
  ['instagram', /^https:\/\/(www\.)?instagram\.com\//],
]);
const YOUTUBE_EMBED = /^https:\/\/www\.(youtube-nocookie|youtube)\.com\/embed\/[\w-]+(\?[\w=&-]*)?$/;

export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'h2',
      'h3',
      'h4',
      'p',
      'br',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'blockquote',
      'ul',
      'ol',
      'li',
      'a',
      'img',
      'figure',
      'figcaption',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      'hr',
      'code',
      'pre',
      'iframe',
      'div',
    ],
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'alt', 'width', 'height', 'loading'],
      iframe: ['src', 'width', 'height', 'title', 'allowfullscreen', 'loading'],
      div: ['data-embed', 'data-url'],
      th: ['colspan', 'rowspan'],
      td: ['colspan', 'rowspan'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    exclusiveFilter: (frame) => {
      if (frame.tag === 'iframe') return !YOUTUBE_EMBED.test(frame.attribs.src ?? '');
      if (frame.tag === 'div') {
        const host = EMBED_HOSTS.get(frame.attribs['data-embed'] ?? '');
        return !host?.test(frame.attribs['data-url'] ?? '');
      }
      return false;
    },
    transformTags: {
      // Outside links never pass reputation or the opener to the other site.
      a: (tagName, attribs) => {
        const external = /^https?:\/\//.test(attribs.href ?? '');
        return {
          tagName,
          attribs: external ? { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' } : attribs,
        };
      },
      img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
      // A player costs the reader nothing until it is scrolled near.
      iframe: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
    },
  });
}

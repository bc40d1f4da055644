// The one allow-list for article HTML, applied on every save. Embeds are accepted only as
// YouTube iframes (privacy-enhanced or standard) or as <div data-embed data-url> placeholders
// for X and Instagram, which the page turns into links; nothing else from elsewhere runs. The
// magazine's blocks each have their own marking attribute (data-callout, data-qa, data-balloon,
// data-product, data-toc, data-steps …, see the editor's extensions.ts), the marker is <mark>.
import sanitizeHtml from 'sanitize-html';
import { BALLOON_SIDES, CALLOUT_KINDS } from '../../../contract/article-body.ts';

// A Map, not an object: data-embed="constructor" or "__proto__" must find nothing, not Object's own.
const EMBED_HOSTS: ReadonlyMap<string, RegExp> = new Map([
  ['youtube', /^https:\/\/(www\.)?(youtube\.com|youtu\.be)\//],
  ['x', /^https:\/\/(x\.com|twitter\.com)\//],
  ['instagram', /^https:\/\/(www\.)?instagram\.com\//],
]);
const CALLOUTS: ReadonlySet<string> = new Set(CALLOUT_KINDS);
const BALLOON_SIDE: ReadonlySet<string> = new Set(BALLOON_SIDES);
/** The blocks' divs, each known by one attribute; a div that is none of them must be an embed. */
const BLOCK_DIVS = [
  'data-callout',
  'data-qa',
  'data-qa-a',
  'data-balloon',
  'data-says',
  'data-product',
  'data-toc',
  'data-link-card',
];
/** A block attribute's value: the kind for boxes and balloons (unknown ones fall back), else empty. */
const BLOCK_VALUE: Record<string, (value: string) => string> = {
  'data-callout': (kind) => (CALLOUTS.has(kind) ? kind : 'memo'),
  'data-balloon': (side) => (BALLOON_SIDE.has(side) ? side : 'left'),
};
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
      'mark',
    ],
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel', 'data-product-link'],
      img: ['src', 'alt', 'width', 'height', 'loading', 'data-size'],
      iframe: ['src', 'width', 'height', 'title', 'allowfullscreen', 'loading'],
      div: ['data-embed', 'data-url', ...BLOCK_DIVS],
      p: ['data-button', 'data-qa-q', 'data-product-name', 'data-product-price'],
      ol: ['data-steps'],
      figure: ['data-speaker'],
      th: ['colspan', 'rowspan'],
      td: ['colspan', 'rowspan'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowProtocolRelative: false,
    exclusiveFilter: (frame) => {
      if (frame.tag === 'iframe') return !YOUTUBE_EMBED.test(frame.attribs.src ?? '');
      if (frame.tag === 'div' && BLOCK_DIVS.some((name) => frame.attribs[name] !== undefined)) return false;
      if (frame.tag === 'div') {
        const host = EMBED_HOSTS.get(frame.attribs['data-embed'] ?? '');
        return !host?.test(frame.attribs['data-url'] ?? '');
      }
      return false;
    },
    transformTags: {
      // Outside links never pass reputation or the opener to the other site; a product card's shop
      // link says it is sponsored, as search engines ask of paid links.
      a: (tagName, attribs) => {
        if (attribs['data-product-link'] !== undefined) {
          const { href, title } = attribs;
          return {
            tagName,
            attribs: {
              href,
              ...(title && { title }),
              'data-product-link': '',
              target: '_blank',
              rel: 'sponsored noopener',
            },
          };
        }
        const external = /^https?:\/\//.test(attribs.href ?? '');
        return {
          tagName,
          attribs: external ? { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' } : attribs,
        };
      },
      // A block's div is that block only (never an embed too), and of a kind the page knows.
      div: (tagName, attribs) => {
        const name = BLOCK_DIVS.find((block) => attribs[block] !== undefined);
        if (name === undefined) return { tagName, attribs };
        return { tagName, attribs: { [name]: BLOCK_VALUE[name]?.(attribs[name] ?? '') ?? '' } };
      },
      ol: (tagName, attribs) => {
        const steps: Record<string, string> = attribs['data-steps'] === undefined ? {} : { 'data-steps': '' };
        return { tagName, attribs: steps };
      },
      img: (tagName, attribs) => {
        const { 'data-size': size, ...rest } = attribs;
        const sized: Record<string, string> = size === 'full' || size === 'small' ? { 'data-size': size } : {};
        return { tagName, attribs: { ...rest, ...sized, loading: 'lazy' } };
      },
      // A player costs the reader nothing until it is scrolled near.
      iframe: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
    },
  });
}

// An article body as a news app takes it: the HTML rendered on save (articles.body_html), cut down to
// the tags SmartFormat allows (and the partner apps take), every address absolute, uploaded pictures
// as their largest WebP variant, and links to our own pages carrying the outlet's campaign.
import sanitizeHtml from 'sanitize-html';
import { type FeedOutletId, withFeedCampaign } from '../../../contract/feed-outlets.ts';
import type { ImageVariants } from '../media/responsive-images.ts';

/** The tags a feed body may hold (SmartFormat 2.1's basic text and media tags); anything else is dropped, its text kept. */
const FEED_BODY_TAGS = [
  'p',
  'br',
  'a',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'blockquote',
  'table',
  'tr',
  'th',
  'td',
  'img',
  'figure',
  'figcaption',
  'hr',
  'div',
  'span',
] as const;

/** Whatever else a body may hold is left out whole, text and all: a frame or script has no text for a reader. */
const DROPPED_WHOLE = ['script', 'style', 'iframe', 'form', 'button', 'noscript', 'template', 'svg', 'textarea', 'rp'];

/**
 * ルビ as a feed shows it: no app takes `<ruby>`, and with its tags dropped the reading would run
 * into the words (紫陽花あじさい); in parentheses after them (紫陽花（あじさい）) it reads as in print.
 */
function readingsInParentheses(html: string): string {
  return html.replace(/<rt\b[^>]*>/gi, '$&（').replace(/<\/rt\s*>/gi, '）$&');
}

type FeedPicture = { url: string; alt: string };

/** The filtered body, and the pictures it shows (absolute, in order) with what each shows. */
export function feedBodyHtml(
  html: string,
  options: { siteUrl: string; outletId: FeedOutletId; pictures: Map<string, ImageVariants> },
): { html: string; pictures: FeedPicture[] } {
  const shown: FeedPicture[] = [];
  const { siteUrl, outletId, pictures } = options;
  const site = new URL(siteUrl);
  const absolute = (address: string): string | null => {
    try {
      const url = new URL(address, site);
      return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
    } catch {
      return null;
    }
  };
  const filtered = sanitizeHtml(readingsInParentheses(html), {
    allowedTags: [...FEED_BODY_TAGS],
    allowedAttributes: {
      a: ['href'],
      img: ['src', 'alt'],
      th: ['colspan', 'rowspan'],
      td: ['colspan', 'rowspan'],
    },
    allowedSchemes: ['http', 'https'],
    allowProtocolRelative: false,
    nonTextTags: DROPPED_WHOLE,
    // A picture or link whose address cannot be made absolute is not sent.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
    transformTags: {
      a: (tagName, attribs): sanitizeHtml.Tag => {
        const href = attribs.href ? absolute(attribs.href) : null;
        if (!href) return { tagName: 'span', attribs: {} };
        const ours = new URL(href).origin === site.origin;
        return { tagName, attribs: { href: ours ? withFeedCampaign(href, outletId) : href } };
      },
      img: (tagName, attribs): sanitizeHtml.Tag => {
        const picture = attribs.src ? pictures.get(attribs.src) : undefined;
        const src = absolute(picture?.src ?? attribs.src ?? '');
        const alt = attribs.alt || picture?.alt || '';
        if (src) shown.push({ url: src, alt });
        return { tagName, attribs: { ...(src ? { src } : {}), alt } };
      },
    },
  });
  return { html: filtered, pictures: shown };
}

// Links. Where a link goes decides how it is written, whatever attributes the editor kept on it: a
// page of the site (a path: the server writes the site's own full addresses as paths, `sitePath`) or
// a mail address is a plain link, followed by search engines and opened in the same tab; another
// site's opens in a new tab without a handle on this one (`noopener`); a paid one (a product card, a
// link marked sponsored) also says so, as search engines and the 2023 stealth-marketing rules ask.
// No `nofollow`: an editor vouches for the sites the text links to. No `noreferrer`: what a linked
// site learns of the page is the Referrer-Policy's business, one header for every link of the page
// (helmet sends `no-referrer`), not each link's; and `noreferrer` would also hide the visit from a
// partner's analytics should the policy ever let the origin through.
// Blocks that hold a link (buttons, cards, embeds) write it so too.
import Link from '@tiptap/extension-link';
import type { Block } from '../block.ts';
import { linkHref, optionalScalar } from '../document.ts';

const FULL_ADDRESS = /^https?:\/\//i;

export function linkAttributes(href: string, options: { sponsored?: boolean } = {}): Record<string, string> {
  if (!FULL_ADDRESS.test(href)) return { href };
  return { href, target: '_blank', rel: options.sponsored ? 'sponsored noopener' : 'noopener' };
}

/** Whether a link's `rel` (as a paste, an import or the editor kept it) marks it paid. */
export function isSponsoredRel(rel: unknown): boolean {
  return typeof rel === 'string' && rel.toLowerCase().split(/\s+/).includes('sponsored');
}

/** An address on the site (`siteUrl`'s origin) as the path it names; any other address as it is. */
export function sitePath(url: string, siteUrl: string): string {
  if (!FULL_ADDRESS.test(url)) return url;
  const address = URL.parse(url);
  if (!address || address.origin !== new URL(siteUrl).origin) return url;
  return `${address.pathname}${address.search}${address.hash}`;
}

const SiteLink = Link.extend({
  // Typing right after a link is no longer part of it (the extension keeps it inclusive while
  // autolinking, which the editor does not use for that).
  inclusive: false,
  renderHTML({ HTMLAttributes }) {
    const { href, title, rel } = HTMLAttributes as { href?: string; title?: string | null; rel?: string | null };
    return [
      'a',
      { ...linkAttributes(String(href ?? ''), { sponsored: isSponsoredRel(rel) }), ...(title && { title }) },
      0,
    ];
  },
});

export const linkBlock: Block = {
  extensions: [SiteLink.configure({ openOnClick: false, protocols: ['http', 'https', 'mailto'] })],
  marks: {
    link: {
      label: 'リンク',
      attrs: {
        href: linkHref,
        target: optionalScalar,
        rel: optionalScalar,
        class: optionalScalar,
        title: optionalScalar,
      },
    },
  },
  html: { a: ['href', 'title', 'target', 'rel'] },
};

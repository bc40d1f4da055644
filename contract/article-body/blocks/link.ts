// Links. Where a link goes decides how it is written, whatever attributes the editor kept on it: a
// page of the site or a mail address is a plain link; another site's opens in a new tab and passes
// it neither the opener nor reputation. Blocks that hold a link (buttons, cards, embeds) write it so too.
import Link from '@tiptap/extension-link';
import type { Block } from '../block.ts';
import { linkHref, optionalScalar } from '../document.ts';

export function linkAttributes(href: string): Record<string, string> {
  return /^https?:\/\//i.test(href) ? { href, target: '_blank', rel: 'noopener noreferrer nofollow' } : { href };
}

const SiteLink = Link.extend({
  renderHTML({ HTMLAttributes }) {
    const { href, title } = HTMLAttributes as { href?: string; title?: string | null };
    return ['a', { ...linkAttributes(String(href ?? '')), ...(title && { title }) }, 0];
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

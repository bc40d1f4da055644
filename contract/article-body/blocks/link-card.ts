// 記事カード (あわせて読みたい): one of our articles as a card, its picture and title as they were
// when inserted, `<div data-link-card><a href><img><strong>`.
import { type Block, hrefInside, insertableAtom, lazyImage } from '../block.ts';
import { blockText, linkHref, optionalUrl } from '../document.ts';
import { linkAttributes } from './link.ts';

type LinkCardAttrs = { href: string; title: string; image: string | null };

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    linkCard: { setLinkCard: (attrs: LinkCardAttrs) => ReturnType };
  }
}

const LinkCard = insertableAtom({
  name: 'linkCard',
  command: 'setLinkCard',
  addAttributes() {
    return {
      href: { default: '', parseHTML: hrefInside },
      title: { default: '', parseHTML: (el) => el.querySelector('strong')?.textContent?.trim() ?? '' },
      image: { default: null, parseHTML: (el) => el.querySelector('img')?.getAttribute('src') ?? null },
    };
  },
  parseHTML: () => [{ tag: 'div[data-link-card]' }],
  renderHTML({ node }) {
    const { href, title, image } = node.attrs as LinkCardAttrs;
    const picture = image ? [lazyImage(image, '')] : [];
    return ['div', { 'data-link-card': '' }, ['a', linkAttributes(href), ...picture, ['strong', {}, title]]];
  },
});

export const linkCardBlock: Block = {
  extensions: [LinkCard],
  nodes: {
    linkCard: {
      label: '記事カード',
      attrs: { href: linkHref, title: blockText('記事カードの見出し', 200, 1), image: optionalUrl },
    },
  },
  html: { div: ['data-link-card'], img: ['src', 'alt', 'loading'], strong: [] },
};

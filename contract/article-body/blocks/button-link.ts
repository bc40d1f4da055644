// ボタンリンク: one link shown as a button, `<p data-button><a href>` (a plain link without the
// page's styles).
import { type Block, hrefInside, insertableAtom } from '../block.ts';
import { documentString, linkHref } from '../document.ts';
import { linkAttributes } from './link.ts';

/** A button link's text: short enough to sit on one button on a phone. */
export const BUTTON_LABEL_MAX = 40;

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    buttonLink: { setButtonLink: (attrs: { href: string; label: string }) => ReturnType };
  }
}

const ButtonLink = insertableAtom({
  name: 'buttonLink',
  command: 'setButtonLink',
  addAttributes() {
    return {
      href: { default: '', parseHTML: hrefInside },
      label: { default: '', parseHTML: (el) => el.textContent?.trim() ?? '' },
    };
  },
  parseHTML() {
    // Before the paragraph's own `p` rule.
    return [{ tag: 'p[data-button]', priority: 60 }];
  },
  renderHTML({ node }) {
    return ['p', { 'data-button': '' }, ['a', linkAttributes(String(node.attrs.href)), String(node.attrs.label)]];
  },
});

export const buttonLinkBlock: Block = {
  extensions: [ButtonLink],
  nodes: {
    buttonLink: {
      label: 'ボタンリンク',
      attrs: {
        href: linkHref,
        label: documentString
          .trim()
          .min(1, 'ボタンの文言を入力してください')
          .max(BUTTON_LABEL_MAX, `ボタンの文言は${BUTTON_LABEL_MAX}文字以内にしてください`),
      },
    },
  },
  html: { p: ['data-button'] },
};

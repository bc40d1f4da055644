// 商品カード: a picture, name, price and shop link, `<div data-product>`. Its link is an affiliate one:
// it says it is sponsored, as search engines ask of paid links, and the card carries its own 「PR」
// (the 2023 stealth-marketing rules), in the HTML so that screen readers and feed readers get it too.
// The page it is on says 「本ページにはプロモーションが含まれています」 (contract/promotion.ts).
import { type Block, hrefInside, insertableAtom, lazyImage } from '../block.ts';
import { blockText, documentUrl, optionalUrl } from '../document.ts';
import { BUTTON_LABEL_MAX } from './button-link.ts';
import { linkAttributes } from './link.ts';

export const PRODUCT_NAME_MAX = 100;
export const PRODUCT_PRICE_MAX = 40;
/** What a product card's button says when the writer leaves it empty. */
export const PRODUCT_LINK_LABEL = 'ショップで見る';
/** The card's own label: an affiliate link is an advertisement. */
const PRODUCT_PR_LABEL = 'PR';

type ProductCardAttrs = { name: string; price: string | null; url: string; image: string | null; label: string | null };

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    productCard: { setProductCard: (attrs: ProductCardAttrs) => ReturnType };
  }
}

const ProductCard = insertableAtom({
  name: 'productCard',
  command: 'setProductCard',
  addAttributes() {
    const text = (selector: string) => (el: HTMLElement) => el.querySelector(selector)?.textContent?.trim() || null;
    return {
      name: { default: '', parseHTML: (el) => text('[data-product-name]')(el) ?? '' },
      price: { default: null, parseHTML: text('[data-product-price]') },
      url: { default: '', parseHTML: hrefInside },
      image: { default: null, parseHTML: (el) => el.querySelector('img')?.getAttribute('src') ?? null },
      label: { default: null, parseHTML: (el) => text('a')(el) },
    };
  },
  parseHTML() {
    return [{ tag: 'div[data-product]' }];
  },
  renderHTML({ node }) {
    const { name, price, url, image, label } = node.attrs as ProductCardAttrs;
    return [
      'div',
      { 'data-product': '' },
      ['span', { 'data-product-pr': '' }, PRODUCT_PR_LABEL],
      ...(image ? [lazyImage(image, name)] : []),
      ['p', { 'data-product-name': '' }, name],
      ...(price ? [['p', { 'data-product-price': '' }, price]] : []),
      [
        'a',
        // `href` first, where the stored HTML has always had it.
        { href: url, 'data-product-link': '', ...linkAttributes(url, { sponsored: true }) },
        label || PRODUCT_LINK_LABEL,
      ],
    ];
  },
});

export const productCardBlock: Block = {
  extensions: [ProductCard],
  nodes: {
    productCard: {
      label: '商品カード',
      attrs: {
        name: blockText('商品名', PRODUCT_NAME_MAX, 1),
        price: blockText('価格', PRODUCT_PRICE_MAX).nullable().optional(),
        url: documentUrl,
        image: optionalUrl,
        label: blockText('ボタンの文言', BUTTON_LABEL_MAX).nullable().optional(),
      },
    },
  },
  html: {
    div: ['data-product'],
    span: ['data-product-pr'],
    img: ['src', 'alt', 'loading'],
    p: ['data-product-name', 'data-product-price'],
    a: ['href', 'target', 'rel', 'data-product-link'],
  },
};

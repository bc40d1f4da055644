// 商品カード: a picture, name, price and one button per shop (Amazon, 楽天市場, Yahoo!ショッピング, その他),
// `<div data-product>`. Its links are affiliate ones: they say they are sponsored, as search engines
// ask of paid links, and the card carries its own 「PR」 (the 2023 stealth-marketing rules), in the HTML
// so that screen readers and feed readers get it too. The page it is on says
// 「本ページにはプロモーションが含まれています」 (contract/promotion.ts). A price says when it was checked.
// Cards written before shops had one link (`url`, `label`): they stay valid and show it as one button.
import { z } from 'zod';
import { type Block, insertableAtom, lazyImage } from '../block.ts';
import { blockText, type DocumentNode, documentNodes, documentString, documentUrl, optionalUrl } from '../document.ts';
import { BUTTON_LABEL_MAX } from './button-link.ts';
import { linkAttributes } from './link.ts';

export const PRODUCT_NAME_MAX = 100;
export const PRODUCT_PRICE_MAX = 40;
/** What a product card's button to another shop says when the writer leaves it empty. */
export const PRODUCT_LINK_LABEL = 'ショップで見る';
/** Under every price: a shop's price moves after the article is written. */
const PRODUCT_PRICE_NOTE = '※価格は掲載時点のものです';
/** The card's own label: an affiliate link is an advertisement. */
const PRODUCT_PR_LABEL = 'PR';

/** The shops a card links to, in the order their buttons stand; `other` is named by the writer. */
export const PRODUCT_SHOPS = ['amazon', 'rakuten', 'yahoo', 'other'] as const;
export type ProductShop = (typeof PRODUCT_SHOPS)[number];
export const PRODUCT_SHOP_NAME: Record<ProductShop, string> = {
  amazon: 'Amazon',
  rakuten: '楽天市場',
  yahoo: 'Yahoo!ショッピング',
  other: 'その他',
};

export type ProductShopLink = { shop: ProductShop; url: string; label?: string | null };
type ProductCardAttrs = {
  name: string;
  price: string | null;
  /** The day the price was read off the shop, `YYYY-MM-DD`. */
  priceCheckedOn: string | null;
  shops: ProductShopLink[];
  image: string | null;
  /** A card from before shops: its one link. */
  url?: string | null;
  label?: string | null;
};

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    productCard: { setProductCard: (attrs: ProductCardAttrs) => ReturnType };
  }
}

/** A card's buttons: its shops, or the one link a card written before shops holds. */
export function productCardLinks(attrs: Record<string, unknown> | undefined): ProductShopLink[] {
  const shops = Array.isArray(attrs?.shops) ? (attrs.shops as ProductShopLink[]) : [];
  if (shops.length > 0) return shops;
  return typeof attrs?.url === 'string' && attrs.url
    ? [{ shop: 'other', url: attrs.url, label: (attrs.label as string | null | undefined) ?? null }]
    : [];
}

/** What a shop's button says: the shop's name, or the writer's words for another shop. */
function shopButtonText(link: ProductShopLink): string {
  return link.shop === 'other' ? link.label || PRODUCT_LINK_LABEL : `${PRODUCT_SHOP_NAME[link.shop]}で見る`;
}

const CHECKED_ON = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 「2026年11月22日時点」 from `2026-11-22`: a calendar day, shown as written (no time zone to move it). */
function priceCheckedOnText(day: string): string {
  const [, year, month, date] = CHECKED_ON.exec(day) ?? [];
  return `${year}年${Number(month)}月${Number(date)}日時点`;
}

function isCalendarDay(value: string): boolean {
  const [, year, month, date] = CHECKED_ON.exec(value) ?? [];
  if (!year) return false;
  const day = new Date(Date.UTC(Number(year), Number(month) - 1, Number(date)));
  return day.getUTCMonth() === Number(month) - 1 && day.getUTCDate() === Number(date);
}

const shopLink = z.object({
  shop: z.enum(PRODUCT_SHOPS, { error: 'ショップの種類が正しくありません' }),
  url: documentUrl,
  label: blockText('ボタンの文言', BUTTON_LABEL_MAX).nullable().optional(),
});

const ProductCard = insertableAtom({
  name: 'productCard',
  command: 'setProductCard',
  addAttributes() {
    const text = (selector: string) => (el: HTMLElement) => el.querySelector(selector)?.textContent?.trim() || null;
    return {
      name: { default: '', parseHTML: (el) => text('[data-product-name]')(el) ?? '' },
      // The price's own words, without the day it was checked written after them.
      price: {
        default: null,
        parseHTML: (el) => el.querySelector('[data-product-price]')?.firstChild?.textContent?.trim() || null,
      },
      priceCheckedOn: {
        default: null,
        parseHTML: (el) => el.querySelector('[data-product-price-date]')?.getAttribute('datetime') ?? null,
      },
      // Every link of the card is a shop's button (one, in cards from before shops).
      shops: {
        default: [],
        parseHTML: (el) =>
          [...el.querySelectorAll('a')].map((a): ProductShopLink => {
            const shop = PRODUCT_SHOPS.find((name) => name === a.getAttribute('data-shop')) ?? 'other';
            const label = a.textContent?.trim() || null;
            return { shop, url: a.getAttribute('href') ?? '', ...(shop === 'other' && { label }) };
          }),
      },
      image: { default: null, parseHTML: (el) => el.querySelector('img')?.getAttribute('src') ?? null },
      url: { default: null, parseHTML: () => null },
      label: { default: null, parseHTML: () => null },
    };
  },
  parseHTML() {
    return [{ tag: 'div[data-product]' }];
  },
  renderHTML({ node }) {
    const { name, price, priceCheckedOn, image } = node.attrs as ProductCardAttrs;
    const links = productCardLinks(node.attrs);
    return [
      'div',
      { 'data-product': '' },
      ['span', { 'data-product-pr': '' }, PRODUCT_PR_LABEL],
      ...(image ? [lazyImage(image, name)] : []),
      ['p', { 'data-product-name': '' }, name],
      ...(price
        ? [
            [
              'p',
              { 'data-product-price': '' },
              price,
              ...(priceCheckedOn
                ? [
                    [
                      'time',
                      { 'data-product-price-date': '', datetime: priceCheckedOn },
                      `（${priceCheckedOnText(priceCheckedOn)}）`,
                    ],
                  ]
                : []),
            ],
            ['p', { 'data-product-price-note': '' }, PRODUCT_PRICE_NOTE],
          ]
        : []),
      [
        'div',
        { 'data-product-shops': '' },
        ...links.map((link) => {
          const text = shopButtonText(link);
          return [
            'a',
            // `href` first, where the stored HTML has always had it.
            {
              href: link.url,
              'data-product-link': '',
              'data-shop': link.shop,
              ...linkAttributes(link.url, { sponsored: true }),
              // Told apart from the other cards' buttons by the product's name, after the words shown.
              'aria-label': `${text}：${name}`,
            },
            text,
          ];
        }),
      ],
    ];
  },
});

/** Each card links somewhere: to a shop, or (written before shops) to its one link. */
function cardWithoutLink(document: DocumentNode): string | null {
  for (const node of documentNodes(document)) {
    if (node.type === 'productCard' && productCardLinks(node.attrs).length === 0) {
      return '本文の商品カード：ショップのURLを1つ以上入力してください';
    }
  }
  return null;
}

export const productCardBlock: Block = {
  extensions: [ProductCard],
  nodes: {
    productCard: {
      label: '商品カード',
      attrs: {
        name: blockText('商品名', PRODUCT_NAME_MAX, 1),
        price: blockText('価格', PRODUCT_PRICE_MAX).nullable().optional(),
        priceCheckedOn: documentString
          .refine(isCalendarDay, '価格を確認した日は 2026-11-22 の形の日付にしてください')
          .nullable()
          .optional(),
        shops: z
          .array(shopLink)
          .max(PRODUCT_SHOPS.length, `ショップは${PRODUCT_SHOPS.length}件までにしてください`)
          .optional(),
        image: optionalUrl,
        url: optionalUrl,
        label: blockText('ボタンの文言', BUTTON_LABEL_MAX).nullable().optional(),
      },
    },
  },
  html: {
    div: ['data-product', 'data-product-shops'],
    span: ['data-product-pr'],
    img: ['src', 'alt', 'loading'],
    p: ['data-product-name', 'data-product-price', 'data-product-price-note'],
    time: ['datetime', 'data-product-price-date'],
    a: ['href', 'target', 'rel', 'data-product-link', 'data-shop', 'aria-label'],
  },
  documentRule: cardWithoutLink,
};

// The editor's schema: what an article body may contain. Everything here serialises to HTML the
// server's sanitiser keeps (server/services/articles/sanitize-article-html.ts).
import { Link } from '@mantine/tiptap';
import { type Command, type Extensions, mergeAttributes, Node } from '@tiptap/core';
import CharacterCount from '@tiptap/extension-character-count';
import Heading from '@tiptap/extension-heading';
import Highlight from '@tiptap/extension-highlight';
import Image from '@tiptap/extension-image';
import Placeholder from '@tiptap/extension-placeholder';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import Youtube, { getEmbedUrlFromYoutubeUrl } from '@tiptap/extension-youtube';
import { NodeSelection, Selection, type Transaction } from '@tiptap/pm/state';
import StarterKit from '@tiptap/starter-kit';
import {
  BALLOON_SIDES,
  type BalloonSide,
  CALLOUT_KINDS,
  type CalloutKind,
  HEADING_LEVELS,
  IMAGE_SIZES,
} from '../../../../../contract/article-body.ts';

/** An image with an optional caption (`<figure><img><figcaption>` when captioned) and alt text. */
const CaptionedImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      caption: {
        default: null,
        parseHTML: (element) => element.closest('figure')?.querySelector('figcaption')?.textContent || null,
        renderHTML: () => ({}),
      },
      // Marked "only decoration" by the writer: alt stays empty on purpose. role=presentation shows it
      // in the editor; the saved page needs only the empty alt.
      // 全幅・小 as data-size (標準, the default, is no attribute): the page's stylesheet sizes it.
      size: {
        default: null,
        parseHTML: (element) => {
          const size = element.getAttribute('data-size');
          return (IMAGE_SIZES as readonly (string | null)[]).includes(size) && size !== 'column' ? size : null;
        },
        renderHTML: (attrs) => (attrs.size && attrs.size !== 'column' ? { 'data-size': attrs.size } : {}),
      },
      decorative: {
        default: false,
        parseHTML: (element) => element.getAttribute('role') === 'presentation',
        renderHTML: (attrs) => (attrs.decorative ? { role: 'presentation' } : {}),
      },
    };
  },
  renderHTML({ node, HTMLAttributes }) {
    const img = ['img', mergeAttributes(this.options.HTMLAttributes, HTMLAttributes)] as const;
    return node.attrs.caption ? ['figure', {}, img, ['figcaption', {}, String(node.attrs.caption)]] : img;
  },
});

/**
 * Headings 2–4 (the title is the page's h1). Pasted from elsewhere, an h1 comes in as h2 and an
 * h5 or h6 as h4, rather than as a plain paragraph.
 */
const PastedHeading = Heading.extend({
  parseHTML() {
    return [
      ...(this.parent?.() ?? []),
      { tag: 'h1', attrs: { level: 2 } },
      { tag: 'h5', attrs: { level: 4 } },
      { tag: 'h6', attrs: { level: 4 } },
    ];
  },
});

/** YouTube as a bare privacy-enhanced iframe (the sanitiser drops the extension's wrapper div). */
const YoutubeEmbed = Youtube.extend({
  renderHTML({ HTMLAttributes }) {
    const src =
      getEmbedUrlFromYoutubeUrl({ url: String(HTMLAttributes.src ?? ''), nocookie: true })?.replace(/\?.*$/, '') ?? '';
    return ['iframe', { src, width: 640, height: 360, allowfullscreen: 'true', title: 'YouTube 動画' }];
  },
  parseHTML() {
    return [{ tag: 'div[data-youtube-video] iframe' }, { tag: 'iframe[src*="youtube"]' }];
  },
}).configure({ nocookie: true, width: 640, height: 360 });

export type SocialProvider = 'x' | 'instagram';
const SOCIAL_URL: Record<SocialProvider, RegExp> = {
  x: /^https:\/\/(x\.com|twitter\.com)\/[\w./?=&%-]+$/,
  instagram: /^https:\/\/(www\.)?instagram\.com\/[\w./?=&%-]+$/,
};
export const SOCIAL_LABEL: Record<SocialProvider, string> = { x: 'X（旧Twitter）', instagram: 'Instagram' };

/** Which embed a URL is, if any. */
export function socialProviderOf(url: string): SocialProvider | null {
  for (const provider of Object.keys(SOCIAL_URL) as SocialProvider[]) {
    if (SOCIAL_URL[provider].test(url.trim())) return provider;
  }
  return null;
}

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    socialEmbed: { setSocialEmbed: (attrs: { provider: SocialProvider; url: string }) => ReturnType };
    callout: { toggleCallout: (kind: CalloutKind) => ReturnType };
    buttonLink: { setButtonLink: (attrs: { href: string; label: string }) => ReturnType };
    stepList: { toggleStepList: () => ReturnType };
    qa: { insertQa: () => ReturnType };
    balloon: { setBalloon: (attrs: BalloonAttrs) => ReturnType };
    productCard: { setProductCard: (attrs: ProductCardAttrs) => ReturnType };
    tocMarker: { insertTocMarker: () => ReturnType };
    linkCard: { setLinkCard: (attrs: LinkCardAttrs) => ReturnType };
  }
}

/**
 * Inserts a block atom (an embed, a button, a card, the 目次 marker) with these attributes and puts
 * the cursor in the paragraph after it, adding one at the end of the body: left on the atom itself,
 * the next key typed would replace it.
 */
function inserting<Attrs extends object>(name: string) {
  return (attrs?: Attrs): Command =>
    ({ chain }) =>
      chain()
        .insertContent({ type: name, ...(attrs && { attrs }) })
        .command(({ tr }) => {
          if (tr.selection instanceof NodeSelection) cursorAfter(tr, tr.selection.to);
          return true;
        })
        .run();
}

function cursorAfter(tr: Transaction, after: number) {
  if (after === tr.doc.content.size) tr.insert(after, tr.doc.type.schema.nodes.paragraph!.create());
  tr.setSelection(Selection.near(tr.doc.resolve(after + 1)));
}

/**
 * ポイント・注意・メモ: `<div data-callout>` around whole paragraphs, lists or pictures. The label is
 * the page's (article-blocks.css), so changing it never rewrites a stored article.
 */
const Callout = Node.create({
  name: 'callout',
  group: 'block',
  content: 'block+',
  defining: true,
  addAttributes() {
    return {
      kind: {
        default: 'point',
        parseHTML: (el) => {
          const kind = el.getAttribute('data-callout');
          return (CALLOUT_KINDS as readonly (string | null)[]).includes(kind) ? kind : 'memo';
        },
        renderHTML: (attrs) => ({ 'data-callout': attrs.kind }),
      },
    };
  },
  parseHTML() {
    return [{ tag: 'div[data-callout]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['div', HTMLAttributes, 0];
  },
  addCommands() {
    return {
      // Wraps the selected blocks, changes the kind of the box they are in, or unwraps the same kind.
      toggleCallout:
        (kind) =>
        ({ editor, commands }) => {
          if (editor.isActive(this.name, { kind })) return commands.lift(this.name);
          if (editor.isActive(this.name)) return commands.updateAttributes(this.name, { kind });
          return commands.wrapIn(this.name, { kind });
        },
    };
  },
});

/**
 * X / Instagram posts by URL: `<div data-embed data-url>` holding a plain link, which the public
 * page may turn into the post and which reads as a link where it does not.
 */
const SocialEmbed = Node.create({
  name: 'socialEmbed',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return {
      provider: { default: 'x', parseHTML: (el) => el.getAttribute('data-embed') },
      url: { default: '', parseHTML: (el) => el.getAttribute('data-url') },
    };
  },
  parseHTML() {
    return [{ tag: 'div[data-embed="x"]' }, { tag: 'div[data-embed="instagram"]' }];
  },
  renderHTML({ node }) {
    const provider = String(node.attrs.provider);
    // Own keys only: a stored "constructor" must not read Object.prototype's.
    const label = Object.hasOwn(SOCIAL_LABEL, provider) ? SOCIAL_LABEL[provider as SocialProvider] : provider;
    return [
      'div',
      { 'data-embed': provider, 'data-url': node.attrs.url },
      ['a', { href: node.attrs.url }, `${label} の投稿を見る`],
    ];
  },
  addCommands() {
    return { setSocialEmbed: inserting<{ provider: SocialProvider; url: string }>(this.name) };
  },
});

/** ボタンリンク: one link shown as a button, `<p data-button><a href>` (a plain link without the page's styles). */
const ButtonLink = Node.create({
  name: 'buttonLink',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return {
      href: { default: '', parseHTML: (el) => el.querySelector('a')?.getAttribute('href') ?? '' },
      label: { default: '', parseHTML: (el) => el.textContent?.trim() ?? '' },
    };
  },
  parseHTML() {
    return [{ tag: 'p[data-button]' }];
  },
  renderHTML({ node }) {
    return ['p', { 'data-button': '' }, ['a', { href: node.attrs.href }, String(node.attrs.label)]];
  },
  addCommands() {
    return { setButtonLink: inserting<{ href: string; label: string }>(this.name) };
  },
});

/** ステップ: numbered steps (STEP 1, STEP 2 …), `<ol data-steps>` of ordinary list items. */
const StepList = Node.create({
  name: 'stepList',
  group: 'block list',
  content: 'listItem+',
  parseHTML() {
    // Before the ordered list's own `ol` rule.
    return [{ tag: 'ol[data-steps]', priority: 60 }];
  },
  renderHTML() {
    return ['ol', { 'data-steps': '' }, 0];
  },
  addCommands() {
    return {
      toggleStepList:
        () =>
        ({ commands }) =>
          commands.toggleList(this.name, 'listItem'),
    };
  },
});

/** Q&A: a question (one line of text) and its answer (any blocks), `<div data-qa>`. */
/** A part of a block known by its marking attribute alone: `<tag attribute>` around its content. */
function markedPart(name: string, tag: string, attribute: string, content: string) {
  return Node.create({
    name,
    content,
    defining: true,
    parseHTML: () => [{ tag: `${tag}[${attribute}]` }],
    renderHTML: () => [tag, { [attribute]: '' }, 0],
  });
}
const QaQuestion = markedPart('qaQuestion', 'p', 'data-qa-q', 'inline*');
const QaAnswer = markedPart('qaAnswer', 'div', 'data-qa-a', 'block+');
const Qa = Node.create({
  name: 'qa',
  group: 'block',
  content: 'qaQuestion qaAnswer',
  defining: true,
  parseHTML: () => [{ tag: 'div[data-qa]' }],
  renderHTML: () => ['div', { 'data-qa': '' }, 0],
  addCommands() {
    return {
      insertQa:
        () =>
        ({ commands }) =>
          commands.insertContent({
            type: this.name,
            content: [{ type: 'qaQuestion' }, { type: 'qaAnswer', content: [{ type: 'paragraph' }] }],
          }),
    };
  },
});

type BalloonAttrs = { speaker: string; avatar: string | null; side: BalloonSide };

/**
 * 吹き出し: what someone says, beside their picture and name, `<div data-balloon="left|right">`.
 * The speaker is fixed when inserted (not typed into the body), the words are paragraphs.
 */
const Balloon = Node.create({
  name: 'balloon',
  group: 'block',
  content: 'paragraph+',
  defining: true,
  addAttributes() {
    return {
      speaker: { default: '', parseHTML: (el) => el.querySelector('figcaption')?.textContent?.trim() ?? '' },
      avatar: { default: null, parseHTML: (el) => el.querySelector('figure img')?.getAttribute('src') ?? null },
      side: {
        default: 'left',
        parseHTML: (el) =>
          (BALLOON_SIDES as readonly (string | null)[]).includes(el.getAttribute('data-balloon'))
            ? el.getAttribute('data-balloon')
            : 'left',
      },
    };
  },
  parseHTML() {
    return [{ tag: 'div[data-balloon]', contentElement: 'div[data-says]' }];
  },
  renderHTML({ node }) {
    const { speaker, avatar, side } = node.attrs as BalloonAttrs;
    const picture = avatar ? [['img', { src: avatar, alt: '' }]] : [];
    return [
      'div',
      { 'data-balloon': side },
      ['figure', { 'data-speaker': '', contenteditable: 'false' }, ...picture, ['figcaption', {}, speaker]],
      ['div', { 'data-says': '' }, 0],
    ];
  },
  addCommands() {
    return {
      setBalloon:
        (attrs) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs, content: [{ type: 'paragraph' }] }),
    };
  },
});

type ProductCardAttrs = {
  name: string;
  price: string | null;
  url: string;
  image: string | null;
  label: string | null;
};
/** What a product card's button says when the writer leaves it empty. */
export const PRODUCT_LINK_LABEL = 'ショップで見る';

/**
 * 商品カード: a picture, name, price and shop link, `<div data-product>`. The link is marked sponsored
 * (the sanitiser sets it), and the page labels the card PR when the article is.
 */
const ProductCard = Node.create({
  name: 'productCard',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    const text = (selector: string) => (el: HTMLElement) => el.querySelector(selector)?.textContent?.trim() || null;
    return {
      name: { default: '', parseHTML: (el) => text('[data-product-name]')(el) ?? '' },
      price: { default: null, parseHTML: text('[data-product-price]') },
      url: { default: '', parseHTML: (el) => el.querySelector('a')?.getAttribute('href') ?? '' },
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
      ...(image ? [['img', { src: image, alt: name }]] : []),
      ['p', { 'data-product-name': '' }, name],
      ...(price ? [['p', { 'data-product-price': '' }, price]] : []),
      [
        'a',
        { href: url, 'data-product-link': '', rel: 'sponsored noopener', target: '_blank' },
        label || PRODUCT_LINK_LABEL,
      ],
    ];
  },
  addCommands() {
    return { setProductCard: inserting<ProductCardAttrs>(this.name) };
  },
});

/** 目次の位置: where the page puts the 目次 (else it goes above the body), `<div data-toc>`. */
const TocMarker = Node.create({
  name: 'tocMarker',
  group: 'block',
  atom: true,
  draggable: true,
  parseHTML: () => [{ tag: 'div[data-toc]' }],
  renderHTML: () => ['div', { 'data-toc': '' }],
  addCommands() {
    return {
      // The page can put the 目次 only between the body's own blocks, and once (contract: one
      // marker, not in a box or list): the marker moves here, after the block the cursor is in.
      insertTocMarker:
        () =>
        ({ state, tr, dispatch }) => {
          if (!dispatch) return true;
          const type = state.schema.nodes.tocMarker!;
          const { $from } = state.selection;
          let from = $from.depth === 0 ? $from.pos : $from.after(1);
          let to = from;
          // An empty paragraph the cursor is in is taken by the marker, as other blocks take it.
          if ($from.depth === 1 && $from.parent.isTextblock && $from.parent.content.size === 0) from = $from.before(1);
          state.doc.forEach((node, offset) => {
            if (node.type !== type) return;
            const at = tr.mapping.map(offset);
            tr.delete(at, at + node.nodeSize);
          });
          from = tr.mapping.map(from);
          to = tr.mapping.map(to);
          tr.replaceWith(from, to, type.create());
          cursorAfter(tr, from + 1);
          tr.scrollIntoView();
          return true;
        },
    };
  },
});

type LinkCardAttrs = { href: string; title: string; image: string | null };

/**
 * 記事カード (あわせて読みたい): one of our articles as a card, its picture and title as they were
 * when inserted, `<div data-link-card><a href><img><strong>`.
 */
const LinkCard = Node.create({
  name: 'linkCard',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return {
      href: { default: '', parseHTML: (el) => el.querySelector('a')?.getAttribute('href') ?? '' },
      title: { default: '', parseHTML: (el) => el.querySelector('strong')?.textContent?.trim() ?? '' },
      image: { default: null, parseHTML: (el) => el.querySelector('img')?.getAttribute('src') ?? null },
    };
  },
  parseHTML: () => [{ tag: 'div[data-link-card]' }],
  renderHTML({ node }) {
    const { href, title, image } = node.attrs as LinkCardAttrs;
    const picture = image ? [['img', { src: image, alt: '' }]] : [];
    return ['div', { 'data-link-card': '' }, ['a', { href }, ...picture, ['strong', {}, title]]];
  },
  addCommands() {
    return { setLinkCard: inserting<LinkCardAttrs>(this.name) };
  },
});

export function articleExtensions(placeholder: string): Extensions {
  return [
    StarterKit.configure({ heading: false, link: false, codeBlock: false, code: false }),
    PastedHeading.configure({ levels: [...HEADING_LEVELS] }),
    Link.configure({ openOnClick: false, protocols: ['http', 'https', 'mailto'] }),
    CaptionedImage.configure({ inline: false, allowBase64: false }),
    Table.configure({ resizable: false }),
    TableRow,
    TableHeader,
    TableCell,
    YoutubeEmbed,
    SocialEmbed,
    Callout,
    ButtonLink,
    StepList,
    Qa,
    QaQuestion,
    QaAnswer,
    Balloon,
    ProductCard,
    TocMarker,
    LinkCard,
    Highlight,
    Placeholder.configure({ placeholder }),
    CharacterCount,
  ];
}

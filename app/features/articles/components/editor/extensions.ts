// The editor's schema: what an article body may contain. Everything here serialises to HTML the
// server's sanitiser keeps (server/services/articles/sanitize-article-html.ts).
import { Link } from '@mantine/tiptap';
import { type Extensions, mergeAttributes, Node } from '@tiptap/core';
import CharacterCount from '@tiptap/extension-character-count';
import Image from '@tiptap/extension-image';
import Placeholder from '@tiptap/extension-placeholder';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import Youtube, { getEmbedUrlFromYoutubeUrl } from '@tiptap/extension-youtube';
import StarterKit from '@tiptap/starter-kit';

/** An image with an optional caption: `<figure><img><figcaption>` when captioned. */
const CaptionedImage = Image.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      caption: {
        default: null,
        parseHTML: (element) => element.closest('figure')?.querySelector('figcaption')?.textContent || null,
        renderHTML: () => ({}),
      },
    };
  },
  renderHTML({ node, HTMLAttributes }) {
    const img = ['img', mergeAttributes(this.options.HTMLAttributes, HTMLAttributes)] as const;
    return node.attrs.caption ? ['figure', {}, img, ['figcaption', {}, String(node.attrs.caption)]] : img;
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
  }
}

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
    return {
      setSocialEmbed:
        (attrs) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs }),
    };
  },
});

export function articleExtensions(placeholder: string): Extensions {
  return [
    StarterKit.configure({ heading: { levels: [2, 3] }, link: false, codeBlock: false, code: false }),
    Link.configure({ openOnClick: false, protocols: ['http', 'https', 'mailto'] }),
    CaptionedImage.configure({ inline: false, allowBase64: false }),
    Table.configure({ resizable: false }),
    TableRow,
    TableHeader,
    TableCell,
    YoutubeEmbed,
    SocialEmbed,
    Placeholder.configure({ placeholder }),
    CharacterCount,
  ];
}

// SNS の投稿: an X or Instagram post by its URL, `<div data-embed data-url>` holding a plain link,
// which the public page may turn into the post and which reads as a link where it does not.
import { z } from 'zod';
import { type Block, insertableAtom } from '../block.ts';
import { documentUrl } from '../document.ts';
import { linkAttributes } from './link.ts';

export const SOCIAL_EMBED_PROVIDERS = ['x', 'instagram'] as const;
export type SocialProvider = (typeof SOCIAL_EMBED_PROVIDERS)[number];
// A Map, not an object: a stored provider "constructor" must find nothing, not Object's own.
const SOCIAL_URL: ReadonlyMap<string, RegExp> = new Map([
  ['x', /^https:\/\/(x\.com|twitter\.com)\/[\w./?=&%-]+$/],
  ['instagram', /^https:\/\/(www\.)?instagram\.com\/[\w./?=&%-]+$/],
]);
export const SOCIAL_LABEL: Record<SocialProvider, string> = { x: 'X（旧Twitter）', instagram: 'Instagram' };

/** Which embed a URL is, if any. */
export function socialProviderOf(url: string): SocialProvider | null {
  return SOCIAL_EMBED_PROVIDERS.find((provider) => SOCIAL_URL.get(provider)?.test(url.trim())) ?? null;
}

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    socialEmbed: { setSocialEmbed: (attrs: { provider: SocialProvider; url: string }) => ReturnType };
  }
}

const SocialEmbed = insertableAtom({
  name: 'socialEmbed',
  command: 'setSocialEmbed',
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
    const label = Object.hasOwn(SOCIAL_LABEL, provider) ? SOCIAL_LABEL[provider as SocialProvider] : provider;
    const url = String(node.attrs.url);
    return ['div', { 'data-embed': provider, 'data-url': url }, ['a', linkAttributes(url), `${label} の投稿を見る`]];
  },
});

export const socialEmbedBlock: Block = {
  extensions: [SocialEmbed],
  nodes: {
    socialEmbed: {
      label: 'SNS の投稿',
      attrs: {
        provider: z.enum(SOCIAL_EMBED_PROVIDERS, { error: 'X か Instagram の投稿を指定してください' }),
        url: documentUrl.refine(
          (url) => socialProviderOf(url) !== null,
          'X か Instagram の投稿のURLを指定してください',
        ),
      },
    },
  },
  html: { div: ['data-embed', 'data-url'] },
};

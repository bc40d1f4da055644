// 吹き出し: what someone says, beside their picture and name, `<div data-balloon="left|right">`.
// The speaker is fixed when inserted (not typed into the body), the words are paragraphs.
import { Node } from '@tiptap/core';
import { z } from 'zod';
import { type Block, lazyImage } from '../block.ts';
import { blockText, optionalUrl } from '../document.ts';

/** A 吹き出し's speaker name. */
export const SPEAKER_NAME_MAX = 30;
/** Which side a 吹き出し's speaker stands on. */
const BALLOON_SIDES = ['left', 'right'] as const;
export type BalloonSide = (typeof BALLOON_SIDES)[number];
type BalloonAttrs = { speaker: string; avatar: string | null; side: BalloonSide };

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    balloon: { setBalloon: (attrs: BalloonAttrs) => ReturnType };
  }
}

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
    const picture = avatar ? [lazyImage(avatar, '')] : [];
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

export const balloonBlock: Block = {
  extensions: [Balloon],
  nodes: {
    balloon: {
      label: '吹き出し',
      attrs: {
        speaker: blockText('吹き出しの名前', SPEAKER_NAME_MAX, 1),
        avatar: optionalUrl,
        side: z.enum(BALLOON_SIDES, { error: '吹き出しの向きは左か右にしてください' }),
      },
    },
  },
  html: {
    div: ['data-balloon', 'data-says'],
    figure: ['data-speaker'],
    figcaption: [],
    img: ['src', 'alt', 'loading'],
  },
};

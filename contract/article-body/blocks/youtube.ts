// YouTube 動画: a bare privacy-enhanced player, loaded as the reader scrolls near it. The only
// embedded frame a body may hold (the sanitiser refuses any other).
import Youtube, { getEmbedUrlFromYoutubeUrl } from '@tiptap/extension-youtube';
import type { Block } from '../block.ts';
import { documentUrl } from '../document.ts';

/** The player addresses the rendered body may hold. */
export const YOUTUBE_EMBED = /^https:\/\/www\.(youtube-nocookie|youtube)\.com\/embed\/[\w-]+(\?[\w=&-]*)?$/;

const YoutubeEmbed = Youtube.extend({
  renderHTML({ HTMLAttributes }) {
    const src =
      getEmbedUrlFromYoutubeUrl({ url: String(HTMLAttributes.src ?? ''), nocookie: true })?.replace(/\?.*$/, '') ?? '';
    return [
      'iframe',
      { src, width: 640, height: 360, allowfullscreen: 'true', title: 'YouTube 動画', loading: 'lazy' },
    ];
  },
  parseHTML() {
    return [{ tag: 'div[data-youtube-video] iframe' }, { tag: 'iframe[src*="youtube"]' }];
  },
}).configure({ nocookie: true, width: 640, height: 360 });

export const youtubeBlock: Block = {
  extensions: [YoutubeEmbed],
  nodes: { youtube: { label: 'YouTube 動画', attrs: { src: documentUrl } } },
  html: { iframe: ['src', 'width', 'height', 'title', 'allowfullscreen', 'loading'] },
};

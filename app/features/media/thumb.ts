// Which file to show for a media thumbnail: the smallest WebP variant that still looks sharp.
import type { Media } from '../../../contract/media.ts';

export function thumbOf(m: Pick<Media, 'url' | 'variants'>, minWidth = 240): string {
  const small = [...m.variants].sort((a, b) => a.width - b.width).find((v) => v.width >= minWidth);
  return small?.url ?? m.url;
}

/** The file name shown to people: the last path segment of the URL. */
export function fileNameOf(url: string): string {
  return decodeURIComponent(url.split('/').pop() ?? url);
}

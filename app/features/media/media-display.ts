// How a media item is shown: thumbnail file, file name and size.
import type { Media } from '../../../contract/media.ts';

export function thumbOf(m: Pick<Media, 'url' | 'variants'>, minWidth = 240): string {
  const small = [...m.variants].sort((a, b) => a.width - b.width).find((v) => v.width >= minWidth);
  return small?.url ?? m.url;
}

/** The file name shown to people: the URL's last segment without the random prefix uploads get. */
export function fileNameOf(url: string): string {
  return decodeURIComponent(url.split('/').pop() ?? url).replace(/^[0-9a-f]{12}-/, '');
}

/** 1.2 MB, 340 KB */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

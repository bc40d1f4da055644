// Counts a WordPress export file's items by post type without building them: the total behind a progress bar.
import { streamWxr, type WxrHandler, type WxrInput } from './stream-wxr.ts';

/** post_type → number of items, e.g. { post: 120, page: 8, attachment: 340 }. Throws WxrReadError like readWxr. */
export async function countWxrItems(input: WxrInput): Promise<Record<string, number>> {
  const counts = new Map<string, number>();
  for await (const postType of streamWxr(input, postTypeReader)) {
    counts.set(postType, (counts.get(postType) ?? 0) + 1);
  }
  return Object.fromEntries(counts);
}

function postTypeReader(emit: (postType: string) => void): WxrHandler {
  let inItem = false;
  let capturing = false;
  let postType = '';
  return {
    open(name, _attributes, depth) {
      if (depth === 3) {
        inItem = name === 'item';
        postType = '';
      } else if (depth === 4 && inItem && name === 'wp:post_type') capturing = true;
    },
    text(text, depth) {
      if (capturing && depth === 4) postType += text;
    },
    close(_name, depth) {
      if (depth === 4) capturing = false;
      else if (depth === 3 && inItem) {
        emit(postType.trim());
        inItem = false;
      }
    },
  };
}

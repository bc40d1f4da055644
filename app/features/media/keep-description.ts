// A description written where a picture is used (the editor's 画像の説明) is kept on the library's
// picture when the library has none yet, so the picture comes described the next time it is picked.
// A description the library already has stays as it is: it may be read out wherever the picture is a
// thumbnail, and what suits one article is that article's own.
import { MAX_KEYWORD_LENGTH } from '../../../contract/common.ts';
import { updateMediaAlt } from './api/media-details.ts';
import { searchMedia } from './api/search-media.ts';

export async function keepDescription(url: string, alt: string): Promise<void> {
  // The file name holds the upload's random key: it finds that one picture.
  const fileName = decodeURIComponent(url.split('/').pop() ?? '').slice(0, MAX_KEYWORD_LENGTH);
  if (!fileName || !alt) return;
  const { media } = await searchMedia({ keyword: fileName, per: 10 });
  const picture = media.find((m) => m.url === url);
  if (picture?.alt === '') await updateMediaAlt(picture.id, alt);
}

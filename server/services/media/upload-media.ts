// An upload becomes a clean image: the real type is read from the bytes, EXIF and other metadata
// are dropped (after turning the picture upright), and WebP variants are made for srcset. The file's
// digest is kept, so the same file uploaded again can be pointed at the picture already there.
import { createHash, randomBytes } from 'node:crypto';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { UPLOAD_TYPES } from '../../../contract/media.ts';
import { media } from '../../db/schema/content.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { toMediaJson } from './media-json.ts';
import { slugifyFilename } from './media-slug.ts';

const VARIANT_WIDTHS = [320, 640, 960, 1280];
/** Decompression bombs: a small file may claim a huge canvas; the header is read before decoding. */
const MAX_PIXELS = 40_000_000;

type OriginalFormat = { ext: string; mime: string; encode: (image: Sharp) => Sharp };
// What the stored original is written as. PNG stays lossless (a `quality` would palette it);
// GIFs keep only their first frame, as PNG.
const ORIGINAL_FORMAT: Record<string, OriginalFormat> = {
  'image/jpeg': { ext: 'jpg', mime: 'image/jpeg', encode: (i) => i.jpeg({ quality: 85, mozjpeg: true }) },
  'image/png': { ext: 'png', mime: 'image/png', encode: (i) => i.png({ compressionLevel: 9 }) },
  'image/webp': { ext: 'webp', mime: 'image/webp', encode: (i) => i.webp({ quality: 85 }) },
  'image/gif': { ext: 'png', mime: 'image/png', encode: (i) => i.png({ compressionLevel: 9 }) },
  'image/avif': { ext: 'avif', mime: 'image/avif', encode: (i) => i.avif({ quality: 60 }) },
};
const UNREADABLE = '画像を読み込めませんでした。ファイルが壊れていないか確認してください';
const TOO_MANY_PIXELS = '画像が大きすぎます（4000万画素まで）';

/**
 * `duplicate: 'refuse'` answers 409 with the picture already in the library when it was uploaded from
 * the very same file (the uploader then chooses between it and a second copy); 'keep' stores a copy.
 */
export async function uploadMedia(
  deps: Pick<Deps, 'db' | 'storage'>,
  input: { writerId: number; filename: string; data: Buffer; duplicate?: 'keep' | 'refuse' },
) {
  const type = await fileTypeFromBuffer(input.data);
  const target =
    type && (UPLOAD_TYPES as readonly string[]).includes(type.mime) ? ORIGINAL_FORMAT[type.mime] : undefined;
  if (!target)
    throw new AppError('unsupported_media_type', 'JPEG・PNG・WebP・GIF・AVIF の画像のみアップロードできます');

  const size = await sharp(input.data, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!size?.width || !size.height) throw AppError.validation({ file: [UNREADABLE] });
  if (size.width * size.height > MAX_PIXELS) throw AppError.validation({ file: [TOO_MANY_PIXELS] });

  const contentHash = createHash('sha256').update(input.data).digest('hex');
  if (input.duplicate === 'refuse') {
    const [existing] = await deps.db
      .select()
      .from(media)
      .where(eq(media.contentHash, contentHash))
      // A described copy first: it goes in with its description.
      .orderBy(asc(sql`${media.alt} = ''`), desc(media.createdAt), desc(media.id))
      .limit(1);
    if (existing)
      throw new AppError('conflict', '同じ画像がすでにメディアにあります', { extra: { media: toMediaJson(existing) } });
  }

  // rotate() with no angle turns the picture upright by its EXIF orientation; sharp writes no
  // metadata (EXIF, GPS, XMP, ICC) unless asked, so none of it reaches the stored files.
  const image = sharp(input.data, { limitInputPixels: MAX_PIXELS, pages: 1 }).rotate();
  let original: Buffer;
  let info: OutputInfo;
  try {
    ({ data: original, info } = await target.encode(image.clone()).toBuffer({ resolveWithObject: true }));
  } catch {
    throw AppError.validation({ file: [UNREADABLE] });
  }

  const now = new Date();
  const key = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomBytes(6).toString('hex')}-${slugifyFilename(input.filename)}`;
  // Whatever is stored before a failure is removed again: no orphan files.
  const stored: string[] = [];
  const put = async (name: string, body: Buffer, mime: string) => {
    const url = await deps.storage.put(name, body, mime);
    stored.push(url);
    return url;
  };
  try {
    const url = await put(`${key}.${target.ext}`, original, target.mime);
    const variants = [];
    // Every width, a narrower picture at its own size: pages name a variant by width alone
    // (app/lib/images.ts), so each upload has all of them.
    for (const width of VARIANT_WIDTHS) {
      const webp = await image.clone().resize({ width, withoutEnlargement: true }).webp({ quality: 75 }).toBuffer();
      variants.push({ width, url: await put(`${key}-${width}.webp`, webp, 'image/webp') });
    }
    const [row] = await deps.db
      .insert(media)
      .values({
        writerId: input.writerId,
        url,
        variants,
        width: info.width,
        height: info.height,
        mime: target.mime,
        bytes: original.length,
        contentHash,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return { url, variants, media: toMediaJson(row) };
  } catch (error) {
    await Promise.allSettled(stored.map((url) => deps.storage.remove(url)));
    throw error;
  }
}

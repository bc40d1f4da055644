// An upload becomes a clean image: the real type is read from the bytes, EXIF and other metadata
// are dropped (after turning the picture upright), and WebP variants are made for srcset.
import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { UPLOAD_TYPES } from '../../../contract/media.ts';
import { media } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { toMediaJson } from './media-json.ts';

export const VARIANT_WIDTHS = [320, 640, 960, 1280];
const MAX_PIXELS = 40_000_000;
// What the stored original is written as: GIFs keep only their first frame, as PNG.
const ORIGINAL_FORMAT: Record<string, { format: 'jpeg' | 'png' | 'webp' | 'avif'; ext: string; mime: string }> = {
  'image/jpeg': { format: 'jpeg', ext: 'jpg', mime: 'image/jpeg' },
  'image/png': { format: 'png', ext: 'png', mime: 'image/png' },
  'image/webp': { format: 'webp', ext: 'webp', mime: 'image/webp' },
  'image/gif': { format: 'png', ext: 'png', mime: 'image/png' },
  'image/avif': { format: 'avif', ext: 'avif', mime: 'image/avif' },
};

function slugify(filename: string): string {
  const base = filename
    .replace(/\.[^.]*$/, '')
    .normalize('NFKC')
    .toLowerCase();
  return (
    base
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'image'
  );
}

export async function uploadMedia(
  deps: Pick<Deps, 'db' | 'storage'>,
  input: { writerId: number; filename: string; data: Buffer },
) {
  const type = await fileTypeFromBuffer(input.data);
  const target =
    type && (UPLOAD_TYPES as readonly string[]).includes(type.mime) ? ORIGINAL_FORMAT[type.mime] : undefined;
  if (!target)
    throw new AppError('unsupported_media_type', 'JPEG・PNG・WebP・GIF・AVIF の画像のみアップロードできます');

  let image: Sharp;
  let info: OutputInfo;
  let original: Buffer;
  try {
    image = sharp(input.data, { limitInputPixels: MAX_PIXELS, pages: 1 }).rotate();
    ({ data: original, info } = await image
      .clone()
      .toFormat(target.format, { quality: 85 })
      .toBuffer({ resolveWithObject: true }));
  } catch {
    throw AppError.validation({ file: ['画像を読み込めませんでした（壊れているか、大きすぎます）'] });
  }

  const now = new Date();
  const key = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomBytes(6).toString('hex')}-${slugify(input.filename)}`;
  const widths = VARIANT_WIDTHS.filter((w) => w <= info.width);
  if (widths.length === 0) widths.push(info.width);
  const url = await deps.storage.put(`${key}.${target.ext}`, original, target.mime);
  const variants = [];
  for (const width of widths) {
    const webp = await image.clone().resize({ width, withoutEnlargement: true }).webp({ quality: 75 }).toBuffer();
    variants.push({ width, url: await deps.storage.put(`${key}-${width}.webp`, webp, 'image/webp') });
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
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return { url, variants, media: toMediaJson(row) };
}

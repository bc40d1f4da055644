// The media library on the wire.
import { z } from 'zod';
import { idSchema, isoDate, keywordField, metaSchema, pageQuery } from './common.ts';

const mediaVariantSchema = z.object({ width: z.number().int(), url: z.string() });

const mediaSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  variants: z.array(mediaVariantSchema),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  mime: z.string(),
  bytes: z.number().int(),
  /** What the picture shows, offered as the alternative text wherever it is inserted. */
  alt: z.string(),
  writer_id: z.number().int().nullable(),
  created_at: isoDate,
});
export type Media = z.infer<typeof mediaSchema>;

/** `urls` (newest first) is what SPEC.md names; `media` carries the details. */
export const mediaListResponse = z.object({ urls: z.array(z.string()), media: z.array(mediaSchema), meta: metaSchema });

/** Where a picture is shown: articles by name (in the trash too: they can come back), the rest counted. */
export const mediaUsageResponse = z.object({
  articles: z.array(z.object({ id: z.number().int(), title: z.string(), in_trash: z.boolean() })),
  writers: z.number().int(),
  ads: z.number().int(),
  shop_items: z.number().int(),
});
export type MediaUsage = z.infer<typeof mediaUsageResponse>;

export const MEDIA_ALT_MAX = 200;
export const updateMediaBody = z.object({
  id: idSchema,
  alt: z
    .string({ error: '代替テキストを入力してください' })
    .trim()
    .max(MEDIA_ALT_MAX, `代替テキストは${MEDIA_ALT_MAX}文字以内にしてください`),
});
export const mediaResponse = z.object({ media: mediaSchema });

export const mediaSearchQuery = pageQuery.extend({
  keyword: keywordField().optional(),
  writer_id: idSchema.optional(),
});

/**
 * Documents the multipart form for OpenAPI (a `file` part). The parts themselves are read as a
 * stream by the route (the body is null at validation time), so this schema accepts anything.
 */
export const uploadBody = z.any().meta({
  type: 'object',
  properties: { file: { type: 'string', format: 'binary', description: '画像ファイル（10MBまで）' } },
  required: ['file'],
});

export const uploadResponse = z.object({ url: z.string(), variants: z.array(mediaVariantSchema), media: mediaSchema });

/**
 * `duplicate=refuse`: a file already uploaded once is not stored again; the answer is 409 with the
 * picture made from it, for the uploader to use instead (or to upload again with the default, `keep`).
 */
export const uploadQuery = z.object({
  duplicate: z.enum(['keep', 'refuse'], { error: 'duplicate は keep か refuse を指定してください' }).default('keep'),
});
export const duplicateUploadBody = z
  .object({ message: z.string(), media: mediaSchema })
  .meta({ description: '同じファイルからの画像がすでにメディアにある（その画像を返す）' });

/** A picture on another site, fetched into the library instead of being hot-linked. */
export const importMediaBody = z.object({
  url: z.url({ protocol: /^https?$/, error: '画像のURL（http または https）を入力してください' }),
});

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;

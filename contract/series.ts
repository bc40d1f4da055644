// 連載 as numbered series (decision 037): the series an admin keeps, the episode an article is, and the
// words the pages use for both. Isomorphic: no server imports.
import { z } from 'zod';
import { idSchema, isoDate, optionalUrlField, updateShape } from './common.ts';

const SERIES_TITLE_MAX = 60;
const SERIES_DESCRIPTION_MAX = 500;
export const EPISODE_NUMBER_MAX = 9999;

export const seriesInput = z.object({
  title: z
    .string({ error: '連載のタイトルを入力してください' })
    .trim()
    .min(1, '連載のタイトルを入力してください')
    .max(SERIES_TITLE_MAX, `連載のタイトルは${SERIES_TITLE_MAX}文字以内で入力してください`),
  description: z
    .string({ error: '説明は文字で入力してください' })
    .trim()
    .max(SERIES_DESCRIPTION_MAX, `説明は${SERIES_DESCRIPTION_MAX}文字以内で入力してください`)
    .default(''),
  image_url: optionalUrlField,
});
export type SeriesInput = z.infer<typeof seriesInput>;
export const seriesUpdate = updateShape(seriesInput);
export type SeriesUpdate = z.infer<typeof seriesUpdate>;

const seriesSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  image_url: z.string().nullable(),
  /** Episodes of any status; the public page shows only those readers can open. */
  episode_count: z.number(),
  /** The number the next episode gets unless told otherwise. */
  next_episode_number: z.number(),
  created_at: isoDate,
  updated_at: isoDate,
});
export type Series = z.infer<typeof seriesSchema>;
export const seriesResponse = z.object({ series: seriesSchema });
export const seriesListResponse = z.object({ series: z.array(seriesSchema) });
export type SeriesList = z.infer<typeof seriesListResponse>;

const episodeNumberField = z.coerce
  .number({ error: '話数は数字で入力してください' })
  .int('話数は整数で入力してください')
  .min(1, '話数は1以上で入力してください')
  .max(EPISODE_NUMBER_MAX, `話数は${EPISODE_NUMBER_MAX}以下で入力してください`);

export const articleIdQuery = z.object({ article_id: idSchema });

/** An article put in a series (series_id), or taken out of it (null); no number means the next one. */
export const episodeInput = z.object({
  series_id: idSchema.nullable(),
  episode_number: episodeNumberField.nullable().optional(),
});
export type EpisodeInput = z.infer<typeof episodeInput>;

const episodeSchema = z.object({
  series_id: z.number(),
  series_title: z.string(),
  episode_number: z.number(),
});
export type Episode = z.infer<typeof episodeSchema>;
export const episodeResponse = z.object({ episode: episodeSchema.nullable() });
export type EpisodeResponse = z.infer<typeof episodeResponse>;

// 関連記事 picked by hand: the editor's list and its save. Picks come first in an article's related
// slot; what is left of it is filled by the automatic recommendations.
import { z } from 'zod';
import { articleCardSchema } from './articles.ts';
import { idSchema } from './common.ts';

/** As many as the article page's related slot shows. */
export const MAX_RELATED_PICKS = 6;

export const relatedPicksBody = z.object({
  related_ids: z
    .array(idSchema, { error: 'related_ids は記事IDの配列で指定してください' })
    .max(MAX_RELATED_PICKS, `関連記事は${MAX_RELATED_PICKS}件まで選べます`)
    .refine((ids) => new Set(ids).size === ids.length, '同じ記事が2回選ばれています'),
});

/** `shown`: false while the picked article is not public (it is skipped on the page until it is again). */
const relatedPickSchema = articleCardSchema.pick({ id: true, title: true, is_pr: true }).extend({ shown: z.boolean() });
export type RelatedPick = z.infer<typeof relatedPickSchema>;

export const relatedPicksResponse = z.object({ related: z.array(relatedPickSchema) });
export type RelatedPicksResponse = z.infer<typeof relatedPicksResponse>;

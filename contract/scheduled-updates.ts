// 予約更新 on the wire: the next version of a live article, kept apart from it, reviewed like a new
// article and put in its place at a chosen time (decision 039).
//
//   編集中 ── submit ──▶ 校正待ち ── approve ──▶ 承認 (replaces the live article now or at go_live_at)
//                          │  ▲                     │
//                 return   │  │ submit              │ reschedule (another time)
//                          ▼  │
//                          差し戻し
//
// Whoever may publish without review approves their own update directly. The public never sees it.
import { z } from 'zod';
import { articleFields, articleResponse } from './articles.ts';
import { isoDate, messageBody, updateShape } from './common.ts';
import { commentText, REVIEW_STATES, requiredComment, reviewStateSchema } from './review.ts';

/** The fields an update may change: the article's content, never its status, time, PR or 注目. */
const updatableFields = articleFields.pick({
  title: true,
  lead: true,
  body_json: true,
  body_html: true,
  thumbnail_url: true,
  category_id: true,
  tag_ids: true,
  meta_title: true,
  meta_description: true,
  og_image_url: true,
  canonical_url: true,
  noindex: true,
});

/** The changeable fields' names, in the editor's order. */
export const UPDATE_FIELDS = [
  'title',
  'lead',
  'body_json',
  'thumbnail_url',
  'category_id',
  'tag_ids',
  'meta_title',
  'meta_description',
  'og_image_url',
  'canonical_url',
  'noindex',
] as const;
export type UpdateField = (typeof UPDATE_FIELDS)[number];

/** A save of the update: only the fields sent change; a field equal to the live article's is no change. */
export const scheduledUpdateBody = updateShape(updatableFields).extend({
  /** The update's version the editor's copy is based on (stale → 409). */
  updated_at: isoDate.optional(),
  go_live_at: isoDate.nullable().optional().meta({
    description: '入れ替えたい日時（予定）。承認で確定する。null は承認されたらすぐ',
  }),
  mark_revised: z.boolean().optional().meta({
    description: '公開されるときに記事の更新日（revised_at）を動かす（内容の大きな更新）',
  }),
});
export type ScheduledUpdateBody = z.infer<typeof scheduledUpdateBody>;

const articleSchema = articleResponse.shape.article;

const scheduledUpdateSchema = z.object({
  article_id: z.number().int(),
  review_state: reviewStateSchema.nullable(),
  go_live_at: isoDate.nullable(),
  mark_revised: z.boolean(),
  /** The fields that differ from the live article. */
  changed: z.array(z.enum(UPDATE_FIELDS)),
  writer: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: isoDate,
  updated_at: isoDate,
  /** The article as it will read once the update is live (never shown to the public before). */
  version: articleSchema,
});
export type ScheduledUpdate = z.infer<typeof scheduledUpdateSchema>;

export const scheduledUpdateResponse = z.object({ update: scheduledUpdateSchema.nullable() });
export type ScheduledUpdateResponse = z.infer<typeof scheduledUpdateResponse>;

/** A save's answer: the update, and a word for the writer when the save sent it back to the review. */
export const scheduledUpdateSaveResponse = z.object({
  update: scheduledUpdateSchema,
  notice: z.string().optional().meta({
    description: '承認済みの更新版の内容をライターが変えると、更新版は校正待ちに戻る。そのときの知らせ',
  }),
});
export type ScheduledUpdateSaveResponse = z.infer<typeof scheduledUpdateSaveResponse>;

/** 409: someone acted first, or the update is gone; `update` is how it now stands, when there is one. */
export const updateConflictBody = messageBody.extend({ update: scheduledUpdateSchema.optional() });

/** An action's answer: the update (null once it went live) and the live article as it now stands. */
export const updateReviewResponse = z.object({ update: scheduledUpdateSchema.nullable(), article: articleSchema });
export type UpdateReviewResponse = z.infer<typeof updateReviewResponse>;

const acting = { updated_at: isoDate.optional() };
const goLiveAt = isoDate.nullable().optional().meta({
  description: '入れ替える日時。過去か null ならすぐ。省略すると更新版の予定日時、それも過ぎていればすぐ',
});

export const updateReviewBody = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('submit'), comment: commentText.default(''), ...acting }),
    z.object({ action: z.literal('withdraw'), ...acting }),
    z.object({ action: z.literal('return'), comment: requiredComment, ...acting }),
    z.object({ action: z.literal('approve'), comment: commentText.default(''), go_live_at: goLiveAt, ...acting }),
    z.object({
      action: z.literal('reschedule'),
      go_live_at: isoDate.meta({ description: '承認済みの更新版を入れ替える新しい日時（これから先）' }),
      ...acting,
    }),
  ],
  { error: 'action は submit・withdraw・return・approve・reschedule のいずれかです' },
);
export type UpdateReviewBody = z.infer<typeof updateReviewBody>;
export type UpdateReviewRequest = z.input<typeof updateReviewBody>;

export const UPDATE_REVIEW_LABEL = { pending: '校正待ち', returned: '差し戻し', approved: '公開予約済み' } as const;

/** The updates waiting on someone: an admin's 校正待ち, a writer's own in any state. */
export const scheduledUpdateListQuery = z.object({
  review: z
    .enum(['editing', ...REVIEW_STATES], { error: 'review は editing・pending・returned・approved のいずれかです' })
    .optional()
    .meta({ description: 'editing は校正に出す前の更新版' }),
});
export type ScheduledUpdateListQuery = z.infer<typeof scheduledUpdateListQuery>;

const scheduledUpdateSummary = z.object({
  article_id: z.number().int(),
  /** The update's title (the live one when it keeps it). */
  title: z.string(),
  review_state: reviewStateSchema.nullable(),
  go_live_at: isoDate.nullable(),
  writer: z.object({ id: z.number().int(), name: z.string() }),
  updated_at: isoDate,
});
export type ScheduledUpdateSummary = z.infer<typeof scheduledUpdateSummary>;

export const scheduledUpdateListResponse = z.object({ updates: z.array(scheduledUpdateSummary) });
export type ScheduledUpdateList = z.infer<typeof scheduledUpdateListResponse>;

/** A dashboard's worth: the oldest first, as a queue is worked through. */
export const SCHEDULED_UPDATE_LIST_MAX = 20;

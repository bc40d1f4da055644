// 校正 (review before publishing) on the wire: the review's state, its actions and its comments.
//
//   下書き ── submit ──▶ 校正待ち ── approve ──▶ 承認 (published now or 予約 at its time)
//                          │  ▲
//                 return   │  │ submit (after fixing)
//                          ▼  │
//                          差し戻し
//
// The article's status (draft / published) stays what the public sees: a submitted or returned
// article is a draft. `withdraw` takes a submission back.
import { z } from 'zod';
import { isoDate } from './common.ts';

export const REVIEW_STATES = ['pending', 'returned', 'approved'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];
export const reviewStateSchema = z.enum(REVIEW_STATES, {
  error: 'review は pending・returned・approved のいずれかです',
});

export const REVIEW_STATE_LABEL: Record<ReviewState, string> = {
  pending: '校正待ち',
  returned: '差し戻し',
  approved: '承認済み',
};

const COMMENT_MAX = 2000;
export const commentText = z.string().trim().max(COMMENT_MAX, `コメントは${COMMENT_MAX}文字以内で入力してください`);
export const requiredComment = z
  .string({ error: 'コメントを入力してください' })
  .trim()
  .min(1, 'コメントを入力してください')
  .max(COMMENT_MAX, `コメントは${COMMENT_MAX}文字以内で入力してください`);

/** `updated_at`: the version the acting person looked at, as for a save (stale → 409). */
const acting = { updated_at: isoDate.optional() };

export const reviewActionBody = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('submit'), comment: commentText.default(''), ...acting }),
    z.object({ action: z.literal('withdraw'), ...acting }),
    z.object({ action: z.literal('return'), comment: requiredComment, ...acting }),
    z.object({
      action: z.literal('approve'),
      comment: commentText.default(''),
      /** When it goes public: a future time schedules it; absent means its planned time, else now. */
      published_at: isoDate.nullable().optional(),
      ...acting,
    }),
  ],
  { error: 'action は submit・withdraw・return・approve のいずれかです' },
);
export type ReviewActionBody = z.infer<typeof reviewActionBody>;
/** The request as sent: a comment may be left out. */
export type ReviewActionRequest = z.input<typeof reviewActionBody>;
export type ReviewAction = ReviewActionBody['action'];

const COMMENT_ACTIONS = ['comment', 'submit', 'withdraw', 'return', 'approve'] as const;
export type CommentAction = (typeof COMMENT_ACTIONS)[number];

const commentSchema = z.object({
  id: z.number().int(),
  /** `comment`, or the review action this note came with. */
  action: z.enum(COMMENT_ACTIONS),
  body: z.string(),
  /** The passage of the body the comment is about. */
  quote: z.string().nullable(),
  /** Who wrote it; null once that account is deleted. */
  writer: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: isoDate,
});
export type ArticleComment = z.infer<typeof commentSchema>;

export const commentListResponse = z.object({ comments: z.array(commentSchema) });
export const commentResponse = z.object({ comment: commentSchema });

export const newCommentBody = z.object({
  body: requiredComment,
  quote: z.string().trim().max(500, '引用は500文字以内にしてください').nullable().optional(),
});
export type NewCommentBody = z.infer<typeof newCommentBody>;

/** The publication's rule, and what it means for the signed-in writer (who may publish without review). */
export const reviewSettingsResponse = z.object({ writers_may_publish: z.boolean(), may_publish: z.boolean() });
export type ReviewSettings = z.infer<typeof reviewSettingsResponse>;

// 監修者 on the wire: the experts who check articles (YMYL), as admins keep them and as readers see them.
import { z } from 'zod';
import {
  idSchema,
  isoDate,
  keywordField,
  metaSchema,
  optionalUrlField,
  pageQuery,
  updateShape,
  urlField,
} from './common.ts';

/** An article names this many reviewers at most (a byline longer than this helps no reader). */
export const MAX_REVIEWERS_PER_ARTICLE = 5;
/** Links on a reviewer's box. */
export const MAX_REVIEWER_LINKS = 5;

/** Kana as a よみ is written: hiragana, katakana, the long-vowel mark and spaces between names. */
const KANA = /^[\p{Script=Hiragana}\p{Script=Katakana}ー・\s]*$/u;

const reviewerLinkSchema = z.object({
  label: z
    .string({ error: 'リンクの名前を入力してください' })
    .trim()
    .min(1, 'リンクの名前を入力してください')
    .max(40, 'リンクの名前は40文字以内で入力してください'),
  url: urlField,
});

export const reviewerInput = z.object({
  name: z
    .string({ error: '名前を入力してください' })
    .trim()
    .min(1, '名前を入力してください')
    .max(50, '名前は50文字以内で入力してください'),
  reading: z
    .string()
    .trim()
    .max(50, 'よみは50文字以内で入力してください')
    .refine((value) => KANA.test(value), 'よみはひらがなかカタカナで入力してください')
    .default(''),
  credentials: z
    .string({ error: '肩書きを入力してください（例：医師、管理栄養士）' })
    .trim()
    .min(1, '肩書きを入力してください（例：医師、管理栄養士）')
    .max(60, '肩書きは60文字以内で入力してください'),
  affiliation: z
    .string()
    .trim()
    .max(100, '所属は100文字以内で入力してください')
    .transform((value) => value || null)
    .nullable()
    .optional(),
  photo_url: optionalUrlField,
  profile: z
    .string()
    .trim()
    .max(1000, 'プロフィールは1000文字以内で入力してください')
    .transform((value) => value || null)
    .nullable()
    .optional(),
  links: z
    .array(reviewerLinkSchema)
    .max(MAX_REVIEWER_LINKS, `リンクは${MAX_REVIEWER_LINKS}件まで登録できます`)
    .default([]),
});
export type ReviewerInput = z.infer<typeof reviewerInput>;

/** Only the fields sent change. */
export const reviewerUpdate = updateShape(reviewerInput);
export type ReviewerUpdate = z.infer<typeof reviewerUpdate>;

export const reviewerListQuery = pageQuery.extend({
  keyword: keywordField().optional(),
  /** `true`: the trash instead of the live reviewers. */
  trash: z.enum(['true', 'false'], { error: 'trash は true か false で指定してください' }).optional(),
});
export type ReviewerListQuery = z.infer<typeof reviewerListQuery>;

/** What readers see of a reviewer: the box at the end of an article and their page. */
const publicReviewerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  reading: z.string(),
  credentials: z.string(),
  affiliation: z.string().nullable(),
  photo_url: z.string().nullable(),
  profile: z.string().nullable(),
  links: z.array(z.object({ label: z.string(), url: z.string() })),
});
export type PublicReviewer = z.infer<typeof publicReviewerSchema>;

/** What admins see: the public part, how many articles name them, and the trash. */
const reviewerSchema = publicReviewerSchema.extend({
  article_count: z.number().int(),
  in_trash: z.boolean(),
  created_at: isoDate,
  updated_at: isoDate,
});
export type Reviewer = z.infer<typeof reviewerSchema>;

export const reviewerResponse = z.object({ reviewer: reviewerSchema });
export type ReviewerResponse = z.infer<typeof reviewerResponse>;
export const reviewerListResponse = z.object({ reviewers: z.array(reviewerSchema), meta: metaSchema });
export type ReviewerList = z.infer<typeof reviewerListResponse>;

/** PUT /articles/reviewers: the article's reviewers, all of them, in the order the byline names them. */
export const articleReviewersBody = z.object({
  id: idSchema,
  reviewer_ids: z
    .array(idSchema, { error: '監修者を選んでください' })
    .max(MAX_REVIEWERS_PER_ARTICLE, `監修者は${MAX_REVIEWERS_PER_ARTICLE}人まで選べます`)
    .refine((ids) => new Set(ids).size === ids.length, '同じ監修者が2回選ばれています'),
});
export type ArticleReviewersBody = z.infer<typeof articleReviewersBody>;
export const articleReviewersResponse = z.object({ reviewers: z.array(publicReviewerSchema) });
export type ArticleReviewers = z.infer<typeof articleReviewersResponse>;

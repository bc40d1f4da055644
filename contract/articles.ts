// Articles on the wire: the card used by every list, and the full article.
import { z } from 'zod';
import { articleBodyField } from './article-body/document.ts';
import { imagesWithoutAlt, missingAltMessage } from './article-body/document-facts.ts';
import {
  idListSchema,
  idSchema,
  isoDate,
  keywordField,
  metaSchema,
  optionalAddress,
  optionalUrlField,
  pageQuery,
  updateShape,
} from './common.ts';
import { reviewStateSchema } from './review.ts';
import { categoryRefSchema, tagRefSchema } from './taxonomy.ts';
import { publicWriterSchema } from './writers.ts';

const ARTICLE_STATUSES = ['draft', 'published'] as const;

/** How long an edit lock lasts unless its editor refreshes it. */
export const LOCK_TTL_SECONDS = 120;
/** The editor refreshes its lock four times per lifetime: a missed refresh or two never loses it. */
export const LOCK_REFRESH_MS = (LOCK_TTL_SECONDS * 1000) / 4;

export const articleCardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  lead: z.string(),
  thumbnail_url: z.string().nullable(),
  status: z.enum(ARTICLE_STATUSES),
  published_at: isoDate.nullable(),
  is_pr: z.boolean(),
  sponsor: z.string().nullable(),
  is_highlight: z.boolean(),
  category: categoryRefSchema.nullable(),
  writer: publicWriterSchema,
  tags: z.array(tagRefSchema),
  created_at: isoDate,
  updated_at: isoDate,
});
export type ArticleCard = z.infer<typeof articleCardSchema>;

export const articleListResponse = z.object({ articles: z.array(articleCardSchema), meta: metaSchema });
export type ArticleList = z.infer<typeof articleListResponse>;

/** Who holds an article's edit lock. */
const lockHolderSchema = z.object({ id: z.number().int(), name: z.string() });
export type LockHolder = z.infer<typeof lockHolderSchema>;

const articleSchema = articleCardSchema.extend({
  body_html: z.string(),
  body_json: z.unknown().nullable(),
  has_affiliate_links: z.boolean().meta({
    description:
      '本文に商品カードか広告（sponsored）のリンクがある。記事のページには「本ページにはプロモーションが含まれています」を出す',
  }),
  // Search and social; null means the article's own title, lead, thumbnail and URL.
  meta_title: z.string().nullable(),
  meta_description: z.string().nullable(),
  og_image_url: z.string().nullable(),
  canonical_url: z.string().nullable(),
  noindex: z.boolean(),
  /** 校正: null for the public and for an article never submitted. */
  review_state: reviewStateSchema.nullable(),
  revised_at: isoDate.nullable().meta({
    description: '更新日：公開中の記事を「内容の大きな更新」として保存した最後の日時。null なら更新日は出さない',
  }),
  locked_by: lockHolderSchema.nullable(),
  locked_until: isoDate.nullable(),
});
export type Article = z.infer<typeof articleSchema>;
export const articleResponse = z.object({ article: articleSchema });
export type ArticleResponse = z.infer<typeof articleResponse>;

/** A save's answer: the article, and what the save did beyond saving, in the writer's words. */
export const articleSaveResponse = articleResponse.extend({
  notice: z.string().optional().meta({
    description:
      '保存が保存以上のことをしたときの知らせ。承認済みで公開を待つ記事の内容をライターが変えると、記事は校正待ちの下書きに戻る',
  }),
});
export type ArticleSaveResponse = z.infer<typeof articleSaveResponse>;

/** Text that may be left empty: empty means "not set" (null), so the article's own value shows. */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((v) => v || null)
    .nullable()
    .optional();

export const articleFields = z.object({
  title: z
    .string({ error: 'タイトルを入力してください' })
    .trim()
    .min(1, 'タイトルを入力してください')
    .max(120, 'タイトルは120文字以内で入力してください'),
  lead: z.string().trim().max(300, 'リードは300文字以内で入力してください').default(''),
  body_json: articleBodyField.nullable().optional(),
  body_html: z.string().max(200_000, '本文が長すぎます').default('').meta({
    description:
      '本文の HTML。body_json と一緒に送ると使われません。HTML だけを送ると、エディタが貼り付けを読むのと同じように文書に読み込んでから保存します',
  }),
  thumbnail_url: optionalUrlField,
  category_id: idSchema.nullable().optional(),
  tag_ids: z.array(idSchema).max(10, 'タグは10個まで選べます').default([]),
  status: z.enum(ARTICLE_STATUSES, { error: 'status は draft か published を指定してください' }).default('draft'),
  published_at: isoDate.nullable().optional(),
  is_pr: z.boolean().default(false),
  sponsor: z.string().trim().max(100, '提供企業名は100文字以内で入力してください').nullable().optional(),
  is_highlight: z.boolean().default(false),
  meta_title: optionalText(120, 'SEOタイトルは120文字以内で入力してください'),
  meta_description: optionalText(300, 'メタディスクリプションは300文字以内で入力してください'),
  og_image_url: optionalUrlField,
  canonical_url: optionalAddress(
    z
      .url({ protocol: /^https?$/, error: 'canonical URL は http(s):// から始まるURLで入力してください' })
      .max(500, 'canonical URL が長すぎます'),
  ),
  noindex: z.boolean().default(false),
});

/** Rules that span fields of a new article; an update checks them against the stored article. */
export const newArticleBody = articleFields.superRefine((value, ctx) => {
  if (value.is_pr && !value.sponsor) {
    ctx.addIssue({ code: 'custom', path: ['sponsor'], message: 'PR記事には提供企業名を入力してください' });
  }
  if (value.status === 'published' && value.category_id == null) {
    ctx.addIssue({ code: 'custom', path: ['category_id'], message: '公開する記事にはカテゴリを選んでください' });
  }
  const undescribed = value.status === 'published' ? imagesWithoutAlt(value.body_json) : 0;
  if (undescribed > 0) ctx.addIssue({ code: 'custom', path: ['body_json'], message: missingAltMessage(undescribed) });
});
export type NewArticleBody = z.infer<typeof newArticleBody>;

/** Only the fields sent change; `updated_at` is the version the editor's copy is based on (stale → 409). */
export const updateArticleBody = updateShape(articleFields).extend({
  id: idSchema,
  updated_at: isoDate.optional(),
  /** A save the editor made by itself (autosave, preview): kept as one revision per sitting. */
  autosave: z.boolean().optional(),
  mark_revised: z.boolean().optional().meta({
    description:
      '内容の大きな更新として保存する：公開中の記事の更新日（revised_at）をいまにする。公開前の記事では何もしない',
  }),
});
export type UpdateArticleBody = z.infer<typeof updateArticleBody>;

export const manageListQuery = pageQuery.extend({
  status: z
    .enum(['draft', 'scheduled', 'published'], { error: 'status は draft・scheduled・published のいずれかです' })
    .optional(),
  /** A category id or slug. */
  category: z
    .string()
    .trim()
    .max(64)
    .refine((v) => !/^\d+$/.test(v) || idSchema.safeParse(v).success, 'カテゴリIDが正しくありません')
    .optional(),
  writer_id: idSchema.optional(),
  review: reviewStateSchema.optional(),
  keyword: keywordField().optional(),
  sort: z.enum(['updated_at', 'published_at', 'title']).default('updated_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type ManageListQuery = z.infer<typeof manageListQuery>;

/** The admin's list rows: a card plus who is editing it now (null when nobody or the lock ran out). */
const manageArticleSchema = articleCardSchema.extend({
  locked_by_id: z.number().int().nullable(),
  review_state: reviewStateSchema.nullable(),
});
export type ManageArticle = z.infer<typeof manageArticleSchema>;
export const manageListResponse = z.object({ articles: z.array(manageArticleSchema), meta: metaSchema });
export type ManageArticleList = z.infer<typeof manageListResponse>;

// GET /articles/admin_search
export const adminSearchQuery = pageQuery.extend({ title: keywordField('タイトル').default('') });

// DELETE /articles/delete: to the trash, or out of it for good.
export const deleteArticleResponse = z.object({ message: z.string(), deleted: z.enum(['trash', 'permanently']) });

export const lockQuery = z.object({ force: z.enum(['true', 'false']).optional() });
export const lockResponse = z.object({
  article: z.object({ id: z.number().int(), locked_by: lockHolderSchema.nullable(), locked_until: isoDate.nullable() }),
});

/** 423: someone else is editing the article; `locked_by` names them where the answer knows who. */
export const articleLockedBody = z
  .object({ message: z.string(), locked_by: lockHolderSchema.nullable().optional() })
  .meta({ description: '他の人が編集中' });
export type ArticleLockedBody = z.infer<typeof articleLockedBody>;

/** 409: the article was saved since the editor's copy (`updated_at`); `article` is the stored one. */
export const articleConflictBody = z
  .object({ message: z.string(), article: z.unknown() })
  .meta({ description: '編集のもとにした版より新しい版が保存されている' });

/** The articles a body links to, asked before publishing: `ids=12,34` (up to 100). */
export const linkTargetsQuery = z.object({
  ids: idListSchema({ max: 100, message: 'ids は記事のIDをカンマ区切りで100件まで指定してください' }),
});
/** Which of them readers can open now (published, due, nothing of theirs in the trash). */
export const linkTargetsResponse = z.object({ live: z.array(z.number().int()) });
export type LinkTargets = z.infer<typeof linkTargetsResponse>;

// Categories and tags as they appear on the wire.
import { z } from 'zod';
import { idSchema, keywordField, metaSchema, pageQuery, updateShape } from './common.ts';
import { CATEGORY_SLUG, CATEGORY_SLUG_CHARACTERS, TAG_SLUG, TAG_SLUG_CHARACTERS } from './slugs.ts';

export const tagRefSchema = z.object({ id: z.number().int(), title: z.string(), slug: z.string() });

/** A tag with how many articles (or views) it stands for. */
export const countedTagSchema = tagRefSchema.extend({ count: z.number().int() });
export type CountedTag = z.infer<typeof countedTagSchema>;

export const categoryRefSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  parent: z.object({ id: z.number().int(), title: z.string(), slug: z.string() }).nullable(),
});

const tagSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  reading: z.string().nullable(),
  slug: z.string(),
  description: z.string().nullable(),
  order: z.number().int(),
});
export type Tag = z.infer<typeof tagSchema>;

const categorySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  order: z.number().int(),
  parent_id: z.number().int().nullable(),
});
export type Category = z.infer<typeof categorySchema>;

const categoryDetailSchema = categorySchema.extend({
  parent: categorySchema.nullable(),
  children: z.array(categorySchema),
});

const categoryTreeSchema = categorySchema.extend({ children: z.array(categorySchema) });
export type CategoryTree = z.infer<typeof categoryTreeSchema>;

const slugField = (rule: RegExp, message: string) =>
  z
    .string({ error: 'スラッグを入力してください' })
    .trim()
    .min(1, 'スラッグを入力してください')
    .max(64, 'スラッグは64文字以内で入力してください')
    .regex(rule, message);
const titleField = z
  .string({ error: 'タイトルを入力してください' })
  .trim()
  .min(1, 'タイトルを入力してください')
  .max(50, 'タイトルは50文字以内で入力してください');
const descriptionField = z.string().trim().max(500, '説明は500文字以内で入力してください').nullable().optional();
const orderField = z.coerce.number({ error: '並び順は数値で指定してください' }).int().min(0).max(100_000).default(0);

export const tagInput = z.object({
  title: titleField,
  slug: slugField(TAG_SLUG, `スラッグは${TAG_SLUG_CHARACTERS}で入力してください`),
  description: descriptionField,
  reading: z
    .string()
    .trim()
    .max(100)
    .regex(/^[ぁ-ゖァ-ヶー\s]*$/, '読みはひらがなかカタカナで入力してください')
    .nullable()
    .optional(),
  order: orderField,
});
export const tagUpdate = updateShape(tagInput);

export const categoryInput = z.object({
  title: titleField,
  slug: slugField(CATEGORY_SLUG, `スラッグは${CATEGORY_SLUG_CHARACTERS}で入力してください`),
  description: descriptionField,
  order: orderField,
  parent_id: z.preprocess((v) => (v === '' || v === 'null' ? null : v), idSchema.nullable().optional()),
});
export const categoryUpdate = updateShape(categoryInput);
export const reorderBody = z.object({ ids: z.array(idSchema).min(1).max(500) });

// Reading categories.
export const categoryListResponse = z.object({ categories: z.array(categorySchema), meta: metaSchema });
export type CategoryList = z.infer<typeof categoryListResponse>;
export const categoryResponse = z.object({ category: categorySchema });
export type CategoryResponse = z.infer<typeof categoryResponse>;
export const categoryDetailResponse = z.object({ category: categoryDetailSchema });
export const categoryTreeResponse = z.object({ categories: z.array(categoryTreeSchema) });
export type CategoryTreeResponse = z.infer<typeof categoryTreeResponse>;
export const trashedCategoriesResponse = z.object({ categories: z.array(categorySchema) });
export type TrashedCategories = z.infer<typeof trashedCategoriesResponse>;
/** Each main category with the tags its articles use most. */
export const tagsInMainCategoriesResponse = z.object({
  categories: z.array(
    z.object({
      category: z.object({ id: z.number().int(), title: z.string(), slug: z.string() }),
      tags: z.array(countedTagSchema),
    }),
  ),
});
export type TagsInMainCategories = z.infer<typeof tagsInMainCategoriesResponse>;

/** A title exactly as stored (…/search_by_title). */
export const titleQuery = z.object({ title: titleField });
/**
 * A reading suggested for a tag or category name: hiragana, words the dictionary does not know as
 * written; `words`, the reading cut into the words a suggested slug spells apart.
 */
export const tagReadingResponse = z.object({ reading: z.string(), words: z.array(z.string()) });
export const categorySearchQuery = pageQuery.extend({
  title: keywordField('タイトル').min(1, 'タイトルを入力してください'),
});

// Reading tags.
export const tagListResponse = z.object({ tags: z.array(tagSchema), meta: metaSchema });
export type TagList = z.infer<typeof tagListResponse>;
export const tagResponse = z.object({ tag: tagSchema });
export type TagResponse = z.infer<typeof tagResponse>;
export const countedTagsResponse = z.object({ tags: z.array(countedTagSchema) });
/** A tag as the editor's picker offers it: found by title or reading (よみ). */
const tagChoiceSchema = tagRefSchema.extend({ reading: z.string().nullable() });
export type TagChoice = z.infer<typeof tagChoiceSchema>;
export const tagSelectionResponse = z.object({ tags: z.array(tagChoiceSchema) });
export type TagSelection = z.infer<typeof tagSelectionResponse>;
export const trashedTagsResponse = z.object({ tags: z.array(tagSchema) });
export type TrashedTags = z.infer<typeof trashedTagsResponse>;

const tagKeyword = keywordField().min(1, 'キーワードを入力してください');
/** `title` is the older name of `keyword`; neither given finds nothing. */
export const tagSearchQuery = pageQuery.extend({ title: tagKeyword.optional(), keyword: tagKeyword.optional() });

/** GET /articles/public_counts (staff): public articles per subtopic and per tag, by id; none is left out. */
export const publicCountsResponse = z.object({
  categories: z.record(z.string(), z.number().int()),
  tags: z.record(z.string(), z.number().int()),
});
export type PublicCounts = z.infer<typeof publicCountsResponse>;

// What the public reads: feeds, rankings and search over published articles.
import { z } from 'zod';
import { articleCardSchema } from './articles.ts';
import { idSchema, metaSchema, pageQuery } from './common.ts';

const limit = (fallback: number, max: number) =>
  z.coerce
    .number({ error: 'limitは数値で指定してください' })
    .int('limitは整数で指定してください')
    .min(1, 'limitは1以上で指定してください')
    .max(max, `limitは${max}以下で指定してください`)
    .default(fallback);

const slug = z.string().trim().min(1).max(64);

export const countedTagSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  count: z.number().int(),
});
export type CountedTag = z.infer<typeof countedTagSchema>;

export const rankedArticleSchema = articleCardSchema.extend({ views: z.number().int(), rank: z.number().int() });
export type RankedArticle = z.infer<typeof rankedArticleSchema>;

export const categorizedQuery = pageQuery.extend({ category: slug, second_category: slug.optional() });
export const categorizedResponse = z.object({
  articles: z.array(articleCardSchema),
  related_tags: z.array(countedTagSchema),
  trending: z.array(articleCardSchema),
  meta: metaSchema,
});
export type Categorized = z.infer<typeof categorizedResponse>;

export const byTagQuery = pageQuery.extend({ tag_id: idSchema });
export const byTagResponse = z.object({
  tag: z.object({ id: z.number().int(), title: z.string(), slug: z.string(), description: z.string().nullable() }),
  articles: z.array(articleCardSchema),
  meta: metaSchema,
});

export const recommendedQuery = z.object({ id: idSchema, limit: limit(6, 20) });
export const trendingByTagsQuery = z.object({
  tag_ids: z
    .string()
    .max(500)
    .regex(/^\d+(,\d+)*$/, 'tag_idsはカンマ区切りの数値で指定してください')
    .transform((v) => [...new Set(v.split(',').map(Number))].slice(0, 20)),
  limit: limit(10, 50),
});
export const trendingQuery = z.object({ limit: limit(10, 50) });
export const PERIODS = ['day', 'week', 'month'] as const;
export type Period = (typeof PERIODS)[number];
export const periodTrendingQuery = z.object({
  period: z.enum(PERIODS, { error: 'periodは day・week・month のいずれかを指定してください' }).default('day'),
  limit: limit(10, 50),
});
export const rankQuery = pageQuery.extend({ per: pageQuery.shape.per.default(10) });
export const rankResponse = z.object({ articles: z.array(rankedArticleSchema), meta: metaSchema });

export const searchQuery = pageQuery.extend({
  title: z
    .string({ error: '検索キーワードを入力してください' })
    .max(100, '検索キーワードは100文字以内で入力してください')
    .refine((v) => v.trim().length > 0, '検索キーワードを入力してください'),
});
export const byWriterQuery = pageQuery.extend({ writer_id: idSchema });
export const cardsResponse = z.object({ articles: z.array(articleCardSchema) });
export const rankedCardsResponse = z.object({ articles: z.array(rankedArticleSchema) });

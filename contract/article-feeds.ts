// What the public reads: feeds, rankings and search over published articles (queries and answers).
import { z } from 'zod';
import { type ArticleCard, articleCardSchema } from './articles.ts';
import { idListSchema, idSchema, MAX_KEYWORD_LENGTH, metaSchema, pageQuery } from './common.ts';
import { countedTagSchema } from './taxonomy.ts';

/** `limit` for the short feeds: a whole number from 1 to `max`. */
const limit = (fallback: number, max: number) =>
  z.coerce
    .number({ error: 'limitは数値で指定してください' })
    .int('limitは整数で指定してください')
    .min(1, 'limitは1以上で指定してください')
    .max(max, `limitは${max}以下で指定してください`)
    .default(fallback);

/** An empty `?x=` means "not given", the way browsers send untouched form fields. */
const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);

const slug = (field: string) =>
  z
    .string({ error: `${field}を指定してください` })
    .trim()
    .min(1, `${field}を指定してください`)
    .max(64, `${field}は64文字以内で指定してください`);

/** A card in a ranking: its views in the ranking's window and its place (1 = most viewed). */
const rankedArticleSchema = articleCardSchema.extend({ views: z.number().int(), rank: z.number().int() });
export type RankedArticle = z.infer<typeof rankedArticleSchema>;

export const cardsResponse = z.object({ articles: z.array(articleCardSchema) });
export const rankedCardsResponse = z.object({ articles: z.array(rankedArticleSchema) });
export type RankedCards = z.infer<typeof rankedCardsResponse>;

/** A 連載 episode's neighbours in its series, for the navigation at the end of the article page. */
export type SeriesEpisodes = {
  series: { title: string; path: string };
  /** The episode's number in a numbered series (decision 037); absent for a 連載 subtopic's article. */
  episode_number?: number;
  previous: ArticleCard | null;
  next: ArticleCard | null;
};

// GET /articles/categorized
export const categorizedQuery = pageQuery.extend({
  category: slug('カテゴリ'),
  second_category: z.preprocess(blankAsMissing, slug('サブカテゴリ').optional()),
});
export const categorizedResponse = z.object({
  articles: z.array(articleCardSchema),
  related_tags: z.array(countedTagSchema),
  trending: z.array(articleCardSchema),
  meta: metaSchema,
});
export type Categorized = z.infer<typeof categorizedResponse>;

// GET /articles/get_articles_by_tag
export const byTagQuery = pageQuery.extend({ tag_id: idSchema });
export const byTagResponse = z.object({
  tag: z.object({ id: z.number().int(), title: z.string(), slug: z.string(), description: z.string().nullable() }),
  articles: z.array(articleCardSchema),
  meta: metaSchema,
});
export type ArticlesByTag = z.infer<typeof byTagResponse>;

// GET /articles/get_recommended_articles
export const recommendedQuery = z.object({ id: idSchema, limit: limit(6, 20) });

// GET /articles/get_trending_articles_by_tags: `tag_ids=1,2` or `tag_id=1&tag_id=2` (or both).
const MAX_TAGS = 20;
export const trendingByTagsQuery = z
  .object({
    tag_ids: idListSchema({
      max: MAX_TAGS,
      message: `tag_idsはカンマ区切りの数値で${MAX_TAGS}個まで指定してください`,
    }).optional(),
    tag_id: z.union([idSchema, z.array(idSchema).max(MAX_TAGS, `タグは${MAX_TAGS}個まで指定できます`)]).optional(),
    limit: limit(10, 50),
  })
  .transform((query, ctx) => {
    const repeated = query.tag_id === undefined ? [] : [query.tag_id].flat();
    const tagIds = [...new Set([...(query.tag_ids ?? []), ...repeated])];
    if (tagIds.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['tag_ids'], message: 'タグを1つ以上指定してください' });
      return z.NEVER;
    }
    if (tagIds.length > MAX_TAGS) {
      ctx.addIssue({ code: 'custom', path: ['tag_ids'], message: `タグは${MAX_TAGS}個まで指定できます` });
      return z.NEVER;
    }
    return { tag_ids: tagIds, limit: query.limit };
  });
export type TrendingByTagsQuery = z.infer<typeof trendingByTagsQuery>;

// GET /articles/trending, /articles/highlights
export const trendingQuery = z.object({ limit: limit(10, 50) });

// GET /articles/period_trending
const PERIODS = ['day', 'week', 'month'] as const;
export type Period = (typeof PERIODS)[number];
export const periodTrendingQuery = z.object({
  period: z.enum(PERIODS, { error: 'periodは day・week・month のいずれかを指定してください' }).default('day'),
  limit: limit(10, 50),
});

// GET /articles/rank
export const rankQuery = pageQuery.extend({ per: pageQuery.shape.per.default(10) });
export const rankResponse = z.object({ articles: z.array(rankedArticleSchema), meta: metaSchema });
export type Rank = z.infer<typeof rankResponse>;

// GET /articles/search
export const searchQuery = pageQuery.extend({
  title: z
    .string({ error: '検索キーワードを入力してください' })
    .max(MAX_KEYWORD_LENGTH, `検索キーワードは${MAX_KEYWORD_LENGTH}文字以内で入力してください`)
    .refine((v) => v.normalize('NFKC').trim().length > 0, '検索キーワードを入力してください'),
});

// GET /articles/articles_by_writer: `writer_id`, or `id` as the older clients send it.
export const byWriterQuery = pageQuery
  .extend({ writer_id: idSchema.optional(), id: idSchema.optional() })
  .transform(({ writer_id, id, ...page }, ctx) => {
    const writerId = writer_id ?? id;
    if (writerId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['writer_id'], message: 'ライターを指定してください' });
      return z.NEVER;
    }
    return { ...page, writer_id: writerId };
  });

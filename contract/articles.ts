// Articles on the wire: the card used by every list, and the full article.
import { z } from 'zod';
import { isoDate, metaSchema, pageQuery } from './common.ts';
import { categoryRefSchema, tagRefSchema } from './taxonomy.ts';
import { publicWriterSchema } from './writers.ts';

export const ARTICLE_STATUSES = ['draft', 'published'] as const;

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

export const publicIndexQuery = pageQuery;

export const articleSchema = articleCardSchema.extend({
  body_html: z.string(),
  body_json: z.unknown().nullable(),
  locked_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  locked_until: isoDate.nullable(),
});
export type Article = z.infer<typeof articleSchema>;
export const articleResponse = z.object({ article: articleSchema });

// GET /api/v1/articles: the admin's article table (a writer gets their own, an admin everyone's).
import { z } from 'zod';
import { articleCardSchema, manageListQuery } from '../../../../contract/articles.ts';
import type { metaSchema } from '../../../../contract/common.ts';
import { api } from '../../../lib/api-client.ts';
import { useApiQuery } from '../../common/hooks/use-api-query.ts';

export const articlesQuerySchema = manageListQuery;
export type ArticlesQuery = Partial<z.output<typeof manageListQuery>>;

export const manageArticleSchema = articleCardSchema.extend({ locked_by_id: z.number().int().nullable() });
export type ManageArticle = z.infer<typeof manageArticleSchema>;
export type ManageArticleList = { articles: ManageArticle[]; meta: z.infer<typeof metaSchema> };

export function getArticles(query: ArticlesQuery): Promise<ManageArticleList> {
  return api<ManageArticleList>('GET', 'articles', { query });
}

export function useArticles(query: ArticlesQuery, initial?: ManageArticleList) {
  return useApiQuery(JSON.stringify(query), () => getArticles(query), initial);
}

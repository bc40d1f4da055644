// GET /api/v1/articles: the admin's article table (a writer gets their own, an admin everyone's).
import type { z } from 'zod';
import { type ManageArticleList, manageListQuery } from '../../../../contract/articles.ts';
import { useApiQuery } from '../../../hooks/use-api-query.ts';
import { api } from '../../../lib/api-client.ts';

export const articlesQuerySchema = manageListQuery;
export type ArticlesQuery = Partial<z.output<typeof manageListQuery>>;

export function getArticles(query: ArticlesQuery): Promise<ManageArticleList> {
  return api<ManageArticleList>('GET', 'articles', { query });
}

export function useArticles(query: ArticlesQuery, initial?: ManageArticleList) {
  return useApiQuery(JSON.stringify(query), () => getArticles(query), initial);
}

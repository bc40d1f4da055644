// GET /api/v1/articles: the admin's article table (a writer gets their own, an admin everyone's).
import type { z } from 'zod';
import { type ManageArticleList, manageListQuery } from '../../../../contract/articles.ts';
import { api } from '../../../lib/api-client.ts';

export const articlesQuerySchema = manageListQuery;
export type ArticlesQuery = Partial<z.output<typeof manageListQuery>>;

export function getArticles(query: ArticlesQuery): Promise<ManageArticleList> {
  return api<ManageArticleList>('GET', 'articles', { query });
}

// GET /api/v1/articles/view?id: one article in full (drafts for their writer and admins).
import type { Article, ArticleResponse } from '../../../../contract/articles.ts';
import { idQuery } from '../../../../contract/common.ts';
import { useApiQuery } from '../../../hooks/use-api-query.ts';
import { api } from '../../../lib/api-client.ts';

export const getArticleInput = idQuery;

export async function getArticle(id: number): Promise<Article> {
  return (await api<ArticleResponse>('GET', 'articles/view', { query: { id } })).article;
}

export function useArticle(id: number, initial?: Article) {
  return useApiQuery(String(id), () => getArticle(id), initial);
}

// GET /api/v1/articles/view?id: one article in full (drafts for their writer and admins).
import type { Article, ArticleResponse } from '../../../../contract/articles.ts';
import { api } from '../../../lib/api-client.ts';

export async function getArticle(id: number): Promise<Article> {
  return (await api<ArticleResponse>('GET', 'articles/view', { query: { id } })).article;
}

// POST /api/v1/articles/duplicate?id: a new draft 「（コピー）…」 copied from an article.
import type { Article } from '../../../../contract/articles.ts';
import { api } from '../../../lib/api-client.ts';

export async function duplicateArticle(id: number): Promise<Article> {
  return (await api<{ article: Article }>('POST', 'articles/duplicate', { query: { id } })).article;
}

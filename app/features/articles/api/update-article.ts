// PATCH /api/v1/articles/update: saving an existing article. 409 (a newer stored version, body
// carries `article`), 423 (someone else holds the lock) and 422 reach the caller as ApiError.
import { type Article, type UpdateArticleBody, updateArticleBody } from '../../../../contract/articles.ts';
import { api } from '../../../lib/api-client.ts';

export const updateArticleInput = updateArticleBody;

export async function updateArticle(body: UpdateArticleBody): Promise<Article> {
  return (await api<{ article: Article }>('PATCH', 'articles/update', { body })).article;
}

// POST /api/v1/articles/new: a new draft, published or scheduled article.
import { type Article, type NewArticleBody, newArticleBody } from '../../../../contract/articles.ts';
import { api } from '../../../lib/api-client.ts';

export const createArticleInput = newArticleBody;

/** 422 comes back as ApiError with `fieldErrors`. */
export async function createArticle(body: NewArticleBody): Promise<Article> {
  return (await api<{ article: Article }>('POST', 'articles/new', { body })).article;
}

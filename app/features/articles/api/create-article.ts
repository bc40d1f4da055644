// POST /api/v1/articles/new: a new draft, published or scheduled article.
import type { z } from 'zod';
import { type Article, type ArticleResponse, newArticleBody } from '../../../../contract/articles.ts';
import { api } from '../../../lib/api-client.ts';

export const createArticleInput = newArticleBody;

/** The request as sent, before the schema's defaults. */
export type CreateArticleRequest = z.input<typeof newArticleBody>;

/** 422 comes back as ApiError with `fieldErrors`. */
export async function createArticle(body: CreateArticleRequest): Promise<Article> {
  return (await api<ArticleResponse>('POST', 'articles/new', { body })).article;
}

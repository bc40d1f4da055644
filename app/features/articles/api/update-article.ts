// PATCH /api/v1/articles/update: saving an existing article. Only the fields sent change, so the
// editor sends what it changed (plus the id and the `updated_at` its copy was based on). 409 (a
// newer stored version, body carries `article`), 423 (someone else holds the lock) and 422 reach
// the caller as ApiError.
import type { z } from 'zod';
import type { ArticleSaveResponse, updateArticleBody } from '../../../../contract/articles.ts';
import { api } from '../../../lib/api-client.ts';

/** The request as sent: fields left out stay as stored (no schema defaults are filled in). */
export type UpdateArticleRequest = z.input<typeof updateArticleBody>;

/** The article as stored, and `notice` when the save did more than save (sent it back to the review). */
export async function updateArticle(body: UpdateArticleRequest): Promise<ArticleSaveResponse> {
  return api<ArticleSaveResponse>('PATCH', 'articles/update', { body });
}

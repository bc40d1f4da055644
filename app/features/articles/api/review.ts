// 校正 from the editor: the publication's rule, the review's actions and its comments (409 and 423
// reach the caller as ApiError, as for a save).
import type { z } from 'zod';
import type { Article, ArticleResponse } from '../../../../contract/articles.ts';
import type {
  ArticleComment,
  commentListResponse,
  commentResponse,
  NewCommentBody,
  ReviewActionRequest,
  ReviewSettings,
} from '../../../../contract/review.ts';
import { api } from '../../../lib/api-client.ts';

export function getReviewSettings(): Promise<ReviewSettings> {
  return api<ReviewSettings>('GET', 'articles/review_settings');
}

export async function reviewArticle(articleId: number, body: ReviewActionRequest): Promise<Article> {
  return (await api<ArticleResponse>('POST', `articles/${articleId}/review`, { body })).article;
}

export async function listComments(articleId: number): Promise<ArticleComment[]> {
  return (await api<z.infer<typeof commentListResponse>>('GET', `articles/${articleId}/comments`)).comments;
}

export async function addComment(articleId: number, body: NewCommentBody): Promise<ArticleComment> {
  return (await api<z.infer<typeof commentResponse>>('POST', `articles/${articleId}/comments`, { body })).comment;
}

// GET /api/v1/articles/articles_by_writer: a writer's public articles, newest first.

import type { ArticleList } from '../../../../contract/articles.ts';
import { api } from '../../../lib/api-client.ts';

export function getArticlesByWriter(query: { writer_id: number; page?: number; per?: number }): Promise<ArticleList> {
  return api<ArticleList>('GET', 'articles/articles_by_writer', { query });
}

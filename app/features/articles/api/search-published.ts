// GET /api/v1/articles/search?title: published articles by title, for links from one article to another.
import type { ArticleList } from '../../../../contract/articles.ts';
import { api } from '../../../lib/api-client.ts';

export function searchPublished(title: string, per = 6): Promise<ArticleList> {
  return api<ArticleList>('GET', 'articles/search', { query: { title, per } });
}

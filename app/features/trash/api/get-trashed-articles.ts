// GET /api/v1/articles/trash_articles: a writer gets their own trashed articles, an admin everyone's.

import type { ManageArticleList } from '../../../../contract/articles.ts';
import { DEFAULT_PER, type PageQuery, pageMeta } from '../../../../contract/common.ts';
import { api } from '../../../lib/api-client.ts';

export async function getTrashedArticles(query: Partial<PageQuery>): Promise<ManageArticleList> {
  const list = await api<ManageArticleList | null>('GET', 'articles/trash_articles', { query });
  return list ?? { articles: [], meta: pageMeta({ page: 1, per: query.per ?? DEFAULT_PER }, 0) };
}

// GET / PUT /api/v1/articles/:id/feed_outlets: the news apps one article is kept out of.
import type { ArticleOptOuts, FeedOutletId } from '../../../../contract/feed-outlets.ts';
import { api } from '../../../lib/api-client.ts';

export async function getArticleOptOuts(articleId: number): Promise<FeedOutletId[]> {
  return (await api<ArticleOptOuts>('GET', `articles/${articleId}/feed_outlets`)).opted_out;
}

export async function setArticleOptOuts(articleId: number, optedOut: FeedOutletId[]): Promise<FeedOutletId[]> {
  return (await api<ArticleOptOuts>('PUT', `articles/${articleId}/feed_outlets`, { body: { opted_out: optedOut } }))
    .opted_out;
}

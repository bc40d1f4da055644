// GET and PUT /api/v1/articles/related_picks?id: the 関連記事 picked by hand for an article.
import type { RelatedPick, RelatedPicksResponse } from '../../../../contract/related-articles.ts';
import { api } from '../../../lib/api-client.ts';

export async function getRelatedPicks(articleId: number): Promise<RelatedPick[]> {
  return (await api<RelatedPicksResponse>('GET', 'articles/related_picks', { query: { id: articleId } })).related;
}

export async function saveRelatedPicks(articleId: number, relatedIds: number[]): Promise<RelatedPick[]> {
  return (
    await api<RelatedPicksResponse>('PUT', 'articles/related_picks', {
      query: { id: articleId },
      body: { related_ids: relatedIds },
    })
  ).related;
}

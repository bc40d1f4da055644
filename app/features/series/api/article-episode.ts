// GET and PUT /api/v1/series/episode?article_id: which series an article is an episode of, and its number.
import type { EpisodeInput, EpisodeResponse } from '../../../../contract/series.ts';
import { api } from '../../../lib/api-client.ts';

export function getArticleEpisode(articleId: number): Promise<EpisodeResponse> {
  return api<EpisodeResponse>('GET', 'series/episode', { query: { article_id: articleId } });
}

export function setArticleEpisode(articleId: number, input: EpisodeInput): Promise<EpisodeResponse> {
  return api<EpisodeResponse>('PUT', 'series/episode', { query: { article_id: articleId }, body: input });
}

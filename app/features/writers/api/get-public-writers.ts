// GET /api/v1/writers/public_writers: the public directory, read here for each writer's count of
// public articles (the staff list does not carry it).
import { pageQuery } from '../../../../contract/common.ts';
import type { PublicWriterList } from '../../../../contract/writers.ts';
import { api } from '../../../lib/api-client.ts';

export const getPublicWritersInput = pageQuery;

/** Writer id → number of public articles. */
export async function getPublicArticleCounts(query: { page?: number; per?: number }): Promise<Map<number, number>> {
  const { writers } = await api<PublicWriterList>('GET', 'writers/public_writers', { query });
  return new Map(writers.map((w) => [w.id, w.article_count]));
}

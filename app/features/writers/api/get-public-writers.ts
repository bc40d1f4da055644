// GET /api/v1/writers/public_writers: the public directory, read here for each writer's count of
// public articles (the staff list does not carry it) and for the editor's 吹き出し speakers.
import type { PublicWriterList } from '../../../../contract/writers.ts';
import { allPages } from '../../../lib/all-pages.ts';
import { api } from '../../../lib/api-client.ts';

/** Every public writer, page after page. */
export function getPublicWriters(): Promise<PublicWriterList['writers']> {
  return allPages(
    (query) => api<PublicWriterList>('GET', 'writers/public_writers', { query }),
    (page) => page.writers,
  );
}

/** Writer id → number of public articles, for every public writer. */
export async function getPublicArticleCounts(): Promise<Map<number, number>> {
  const writers = await getPublicWriters();
  return new Map(writers.map((w) => [w.id, w.article_count]));
}

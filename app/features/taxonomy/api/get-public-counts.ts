// GET /api/v1/articles/public_counts (staff): public articles per subtopic and per tag.
import type { PublicCounts } from '../../../../contract/taxonomy.ts';
import { api } from '../../../lib/api-client.ts';

export function getPublicCounts(): Promise<PublicCounts> {
  return api<PublicCounts>('GET', 'articles/public_counts');
}

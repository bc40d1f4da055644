// GET /api/v1/articles/link_targets?ids: which linked articles readers can open now.
import type { LinkTargets } from '../../../../contract/articles.ts';
import { api } from '../../../lib/api-client.ts';

export function getLiveLinkTargets(ids: number[]): Promise<LinkTargets> {
  return api<LinkTargets>('GET', 'articles/link_targets', { query: { ids: ids.join(',') } });
}

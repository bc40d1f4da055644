// GET /api/v1/tags/selection: every tag, light, for the editor's tag picker.
import type { TagRef, TagSelection } from '../../../../contract/taxonomy.ts';
import { useApiQuery } from '../../../hooks/use-api-query.ts';
import { api } from '../../../lib/api-client.ts';

export async function getTagSelection(): Promise<TagRef[]> {
  return (await api<TagSelection>('GET', 'tags/selection')).tags;
}

export function useTagSelection() {
  return useApiQuery('tags', getTagSelection);
}

// GET /api/v1/tags/selection: every tag, light, for the editor's tag picker.
import type { TagChoice, TagSelection } from '../../../../contract/taxonomy.ts';
import { api } from '../../../lib/api-client.ts';

export async function getTagSelection(): Promise<TagChoice[]> {
  return (await api<TagSelection>('GET', 'tags/selection')).tags;
}

// POST /api/v1/style_rules/load_starter (admin): the starter dictionary, added where a word is missing.
import type { StarterLoad } from '../../../../contract/style-rules.ts';
import { api } from '../../../lib/api-client.ts';

export function loadStarterStyleRules(): Promise<StarterLoad> {
  return api<StarterLoad>('POST', 'style_rules/load_starter');
}

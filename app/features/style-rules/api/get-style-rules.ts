// GET /api/v1/style_rules (any writer): the whole house dictionary, newest first.
import type { StyleRuleList } from '../../../../contract/style-rules.ts';
import { api } from '../../../lib/api-client.ts';

export function getStyleRules(): Promise<StyleRuleList> {
  return api<StyleRuleList>('GET', 'style_rules');
}

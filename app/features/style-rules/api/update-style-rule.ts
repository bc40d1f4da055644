// PATCH /api/v1/style_rules/update?id (admin): the fields sent change, the others stay.
import type { z } from 'zod';
import type { StyleRule, styleRuleUpdate } from '../../../../contract/style-rules.ts';
import { api } from '../../../lib/api-client.ts';

export async function updateStyleRule(id: number, input: z.input<typeof styleRuleUpdate>): Promise<StyleRule> {
  return (await api<{ style_rule: StyleRule }>('PATCH', 'style_rules/update', { query: { id }, body: input }))
    .style_rule;
}

// POST /api/v1/style_rules/new (admin): a rule added to the house dictionary.
import type { z } from 'zod';
import type { StyleRule, styleRuleInput } from '../../../../contract/style-rules.ts';
import { api } from '../../../lib/api-client.ts';

export async function createStyleRule(input: z.input<typeof styleRuleInput>): Promise<StyleRule> {
  return (await api<{ style_rule: StyleRule }>('POST', 'style_rules/new', { body: input })).style_rule;
}

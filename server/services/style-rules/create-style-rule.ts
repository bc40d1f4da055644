// Adds a rule to the house dictionary. A word already there (in any case) fails on the unique key
// inside the insert, so two admins adding it at once cannot both succeed; that answers 422.
import type { StyleRule, StyleRuleInput } from '../../../contract/style-rules.ts';
import { styleRules } from '../../db/schema/style-rules.ts';
import type { Deps } from '../../deps.ts';
import { styleRuleJson } from './style-rule-json.ts';

export async function createStyleRule(deps: Pick<Deps, 'db'>, input: StyleRuleInput): Promise<StyleRule> {
  const [row] = await deps.db.insert(styleRules).values(input).returning();
  if (!row) throw new Error('insert returned no row');
  return styleRuleJson(row);
}

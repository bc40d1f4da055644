// The whole house dictionary, newest first: the admin's list, and what every editor checks against.
import { desc } from 'drizzle-orm';
import type { StyleRuleList } from '../../../contract/style-rules.ts';
import { styleRules } from '../../db/schema/style-rules.ts';
import type { Deps } from '../../deps.ts';
import { styleRuleJson } from './style-rule-json.ts';

export async function listStyleRules(deps: Pick<Deps, 'db'>): Promise<StyleRuleList> {
  const rows = await deps.db.select().from(styleRules).orderBy(desc(styleRules.id));
  return { style_rules: rows.map(styleRuleJson) };
}

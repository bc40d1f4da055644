// A stored 表記ルール as the API sends it.
import type { StyleRule } from '../../../contract/style-rules.ts';
import type { styleRules } from '../../db/schema/style-rules.ts';

export function styleRuleJson(row: typeof styleRules.$inferSelect): StyleRule {
  return {
    id: row.id,
    find: row.find,
    replacement: row.replacement,
    kind: row.kind,
    note: row.note,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

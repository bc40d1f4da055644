// Changes the fields of a rule that are sent; what they make with the stored ones is checked on the
// row locked for the change, so two partial updates cannot together make a 表記ゆれ with nothing to offer.
import { eq } from 'drizzle-orm';
import { type StyleRule, type StyleRuleUpdate, styleRuleProblem } from '../../../contract/style-rules.ts';
import { styleRules } from '../../db/schema/style-rules.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { styleRuleJson } from './style-rule-json.ts';

export async function updateStyleRule(
  deps: Pick<Deps, 'db'>,
  options: { id: number; input: StyleRuleUpdate },
): Promise<StyleRule> {
  const { id, input } = options;
  const row = await deps.db.transaction(async (tx) => {
    const [stored] = await tx.select().from(styleRules).where(eq(styleRules.id, id)).for('update');
    if (!stored) throw AppError.notFound('表記ルールが見つかりませんでした');
    const merged = {
      find: input.find ?? stored.find,
      replacement: input.replacement !== undefined ? input.replacement : stored.replacement,
      kind: input.kind ?? stored.kind,
    };
    const problem = styleRuleProblem(merged);
    if (problem) throw AppError.validation(problem);
    const [updated] = await tx
      .update(styleRules)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(styleRules.id, id))
      .returning();
    return updated;
  });
  if (!row) throw AppError.notFound('表記ルールが見つかりませんでした');
  return styleRuleJson(row);
}

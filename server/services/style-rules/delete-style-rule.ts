// Removes a rule from the house dictionary for good.
import { eq } from 'drizzle-orm';
import { styleRules } from '../../db/schema/style-rules.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';

export async function deleteStyleRule(deps: Pick<Deps, 'db'>, options: { id: number }) {
  const [deleted] = await deps.db
    .delete(styleRules)
    .where(eq(styleRules.id, options.id))
    .returning({ id: styleRules.id });
  if (!deleted) throw AppError.notFound('表記ルールが見つかりませんでした');
  return { message: '表記ルールを削除しました' };
}

// Loads the starter dictionary: each of its rules whose word the dictionary does not hold yet (an
// admin's own rule for the same word stays as they wrote it).
import { styleRules } from '../../db/schema/style-rules.ts';
import type { Deps } from '../../deps.ts';
import { listStyleRules } from './list-style-rules.ts';
import { STARTER_STYLE_RULES } from './starter-style-rules.ts';

export async function loadStarterStyleRules(deps: Pick<Deps, 'db'>) {
  const added = await deps.db
    .insert(styleRules)
    .values([...STARTER_STYLE_RULES])
    .onConflictDoNothing()
    .returning({ id: styleRules.id });
  return { added: added.length, ...(await listStyleRules(deps)) };
}

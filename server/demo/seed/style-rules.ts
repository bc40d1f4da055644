// Seeds the house dictionary (表記ルール) with the starter set an admin can also load by hand.
import type { Database } from '../../db/client.ts';
import { styleRules } from '../../db/schema/style-rules.ts';
import { STARTER_STYLE_RULES } from '../../services/style-rules/starter-style-rules.ts';

export async function seedStyleRules(db: Database): Promise<void> {
  await db.insert(styleRules).values([...STARTER_STYLE_RULES]);
}

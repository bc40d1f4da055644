// Seeds the tags, in the order given, each with a description naming it.
import type { Database } from '../../db/client.ts';
import { tags } from '../../db/schema/content.ts';
import type { DemoTag } from '../demo-content.ts';

/** Tag ids by slug. */
export async function seedTags(db: Database, demoTags: DemoTag[]): Promise<Map<string, number>> {
  const rows = await db
    .insert(tags)
    .values(demoTags.map((t, order) => ({ ...t, order, description: `「${t.title}」に関する記事の一覧です。` })))
    .returning();
  return new Map(rows.map((t) => [t.slug, t.id]));
}

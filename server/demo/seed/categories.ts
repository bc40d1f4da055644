// Seeds the categories: each main category, then its subtopics beneath it, in menu order.
import type { Database } from '../../db/client.ts';
import { categories } from '../../db/schema/content.ts';
import type { DemoCategory } from '../demo-content.ts';

/** Subtopic ids by slug (articles belong to subtopics), and how many categories were added. */
export async function seedCategories(
  db: Database,
  mains: DemoCategory[],
): Promise<{ subtopicIds: Map<string, number>; count: number }> {
  const subtopicIds = new Map<string, number>();
  let count = 0;
  for (const [order, main] of mains.entries()) {
    const [parent] = await db
      .insert(categories)
      .values({ title: main.title, slug: main.slug, description: main.description, order })
      .returning();
    const children = await db
      .insert(categories)
      .values(main.children.map((c, i) => ({ ...c, order: i, parentId: parent?.id })))
      .returning();
    for (const c of children) subtopicIds.set(c.slug, c.id);
    count += 1 + children.length;
  }
  return { subtopicIds, count };
}

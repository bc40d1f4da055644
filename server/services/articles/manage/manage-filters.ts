// The filters every staff view of articles shares: whose articles a writer may see, and a category
// (a main category takes in its subtopics).
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import { idSchema } from '../../../../contract/common.ts';
import type { Database } from '../../../db/client.ts';
import { articles, categories } from '../../../db/schema/content.ts';
import type { WriterRow } from '../../writers/writer-json.ts';

/** A writer sees their own articles; an admin everyone's, or one writer's when asked. */
export function visibleWriterFilter(writer: WriterRow, writerId: number | undefined): SQL | undefined {
  if (writer.role !== 'admin') return eq(articles.writerId, writer.id);
  return writerId ? eq(articles.writerId, writerId) : undefined;
}

/** `category` is an id (digits) or a slug; an unknown one matches nothing. */
export async function categoryFilter(db: Database, category: string): Promise<SQL> {
  const id = /^\d+$/.test(category) ? idSchema.safeParse(category) : undefined;
  const match = id === undefined ? eq(categories.slug, category) : id.success ? eq(categories.id, id.data) : sql`false`;
  const ids = (await db.select({ id: categories.id }).from(categories).where(match)).map((c) => c.id);
  const children = ids.length
    ? await db.select({ id: categories.id }).from(categories).where(inArray(categories.parentId, ids))
    : [];
  const all = [...ids, ...children.map((c) => c.id)];
  return all.length ? inArray(articles.categoryId, all) : sql`false`;
}

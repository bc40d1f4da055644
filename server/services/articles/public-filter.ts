// The one rule for what the public may read: published, due (not scheduled), not in the trash, and
// nothing it hangs on in the trash either — its writer, its subtopic or that subtopic's main category.
import { and, eq, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { articles, categories, writers } from '../../db/schema.ts';

// Correlated subqueries on primary keys, under their own aliases so they never clash with a
// `writers` or `categories` table the outer query joins.
const writerInTrash = sql`exists (select 1 from ${writers} as trash_writer where trash_writer.id = ${articles.writerId} and trash_writer.deleted_at is not null)`;

// An article without a category hangs on none; an article in a trashed subtopic, or in a live
// subtopic of a trashed main category, is off the site until the category comes back.
const categoryInTrash = sql`exists (select 1 from ${categories} as trash_sub left join ${categories} as trash_main on trash_main.id = trash_sub.parent_id where trash_sub.id = ${articles.categoryId} and (trash_sub.deleted_at is not null or trash_main.deleted_at is not null))`;

export function isPublic(): SQL {
  return and(
    eq(articles.status, 'published'),
    lte(articles.publishedAt, sql`now()`),
    isNull(articles.deletedAt),
    sql`not ${writerInTrash}`,
    sql`not ${categoryInTrash}`,
  ) as SQL;
}

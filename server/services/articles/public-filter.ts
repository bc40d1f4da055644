// The one rule for what the public may read: published, due (not scheduled), not in the trash.
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import { articles } from '../../db/schema.ts';

export function isPublic() {
  return and(eq(articles.status, 'published'), lte(articles.publishedAt, sql`now()`), isNull(articles.deletedAt));
}

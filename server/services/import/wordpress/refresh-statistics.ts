// The planner's statistics of article_media_paths, taken again as an import fills the site. The
// embedded database has no autovacuum, so nothing else takes them: to the planner the table stays
// as the migration left it, empty, and the article trigger's delete by article id (planned once per
// connection, while the table was small) read the whole table for every article written, so an
// import slowed as the site filled. ANALYZE gives the planner the table's size, and a new plan that
// reads the primary key. The article_search_headings tags update is also planned on an empty table,
// but it reads it once a batch, not once an article, and analysing its search-gram index would cost
// seconds each time.
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';

export async function refreshStatistics(db: Database) {
  await db.execute(sql`analyze article_media_paths`);
}

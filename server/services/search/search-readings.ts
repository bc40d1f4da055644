// Fills the readings the public search finds articles by (article_search_headings): every article a
// trigger marked stale — new, retitled, or all of them after the migration — gets the hiragana
// readings of its title and of its lead. Rows are taken with SKIP LOCKED, so instances share the work.
import { eq } from 'drizzle-orm';
import { normalizeKeyword } from '../../../contract/search-keyword.ts';
import { articleSearchHeadings, articles } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { readingOf } from './japanese-reading.ts';

const BATCH = 200;

/** Fills every stale reading; answers how many it filled. */
export async function fillSearchReadings(deps: Pick<Deps, 'db'>): Promise<number> {
  let filled = 0;
  for (;;) {
    const done = await deps.db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: articles.id, title: articles.title, lead: articles.lead })
        .from(articleSearchHeadings)
        .innerJoin(articles, eq(articles.id, articleSearchHeadings.articleId))
        .where(eq(articleSearchHeadings.stale, true))
        .limit(BATCH)
        // A save meanwhile waits for this row and marks it stale again after: never a reading lost.
        .for('update', { of: articleSearchHeadings, skipLocked: true });
      for (const row of rows) {
        const [titleReading, leadReading] = await Promise.all([readingOf(row.title), readingOf(row.lead)]);
        await tx
          .update(articleSearchHeadings)
          .set({
            titleReading: normalizeKeyword(titleReading),
            leadReading: normalizeKeyword(leadReading),
            stale: false,
          })
          .where(eq(articleSearchHeadings.articleId, row.id));
      }
      return rows.length;
    });
    filled += done;
    if (done < BATCH) return filled;
  }
}

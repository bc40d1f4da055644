// Fills what the public search finds articles by besides their text (article_search_headings): every
// article a trigger marked stale — new, rewritten, or all of them after a migration — gets the
// hiragana readings of its title and lead and the words of its body. Rows are taken with SKIP LOCKED,
// so instances share the work.
import { eq } from 'drizzle-orm';
import { bodyText } from '../../../contract/body-text.ts';
import { foldLongVowel, normalizeKeyword } from '../../../contract/search-keyword.ts';
import { articleSearchHeadings } from '../../db/schema/article-indexes.ts';
import { articles } from '../../db/schema/content.ts';
import type { Deps } from '../../deps.ts';
import type { JapaneseDictionary } from './japanese-dictionary.ts';

const BATCH = 50;

/** A body's words folded as search terms are (keywordTerms), each once; single kana are no words. */
export async function bodyWords(dictionary: JapaneseDictionary, text: string): Promise<string[]> {
  const words = (await dictionary.wordsOf(text)).map((word) => foldLongVowel(normalizeKeyword(word)));
  return [...new Set(words)].filter((word) => word !== '' && !/^[\p{Script=Hiragana}\p{P}\p{S}]$/u.test(word)).sort();
}

/** Fills every stale row; answers how many it filled. */
export async function fillSearchReadings(deps: Pick<Deps, 'db' | 'dictionary'>): Promise<number> {
  let filled = 0;
  for (;;) {
    const done = await deps.db.transaction(async (tx) => {
      const rows = await tx
        .select({
          id: articles.id,
          title: articles.title,
          lead: articles.lead,
          bodyJson: articles.bodyJson,
          bodyHtml: articles.bodyHtml,
        })
        .from(articleSearchHeadings)
        .innerJoin(articles, eq(articles.id, articleSearchHeadings.articleId))
        .where(eq(articleSearchHeadings.stale, true))
        .limit(BATCH)
        // A save meanwhile waits for this row and marks it stale again after: never a reading lost.
        .for('update', { of: articleSearchHeadings, skipLocked: true });
      for (const row of rows) {
        const [titleReading, leadReading, words] = await Promise.all([
          deps.dictionary.readingOf(row.title),
          deps.dictionary.readingOf(row.lead),
          bodyWords(deps.dictionary, bodyText({ json: row.bodyJson, html: row.bodyHtml })),
        ]);
        await tx
          .update(articleSearchHeadings)
          .set({
            titleReading: normalizeKeyword(titleReading),
            leadReading: normalizeKeyword(leadReading),
            bodyWords: words,
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

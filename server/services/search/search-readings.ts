// Fills what the public search finds articles by besides their text (article_search_headings): every
// article a trigger marked stale — new, rewritten, or all of them after a migration — gets the
// hiragana readings of its title and lead, the nouns of its title and the words of its body; and
// every category its reading. A reader's search then never needs the dictionary. The dictionary's work holds no
// connection and no lock: the rows are read, read again by the dictionary, and written only if the
// article is still as it was read (a save meanwhile leaves the row stale, for the next round). A
// body is read in pieces, one question at a time, within a time budget, so a huge body never keeps
// the dictionary from a reader's question for long, nor costs more than linear time.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { bodyText } from '../../../contract/body-text.ts';
import { foldLongVowel, normalizeKeyword } from '../../../contract/search-keyword.ts';
import { articleSearchHeadings } from '../../db/schema/article-indexes.ts';
import { articles, categories } from '../../db/schema/content.ts';
import type { Deps } from '../../deps.ts';
import type { JapaneseDictionary } from './japanese-dictionary.ts';

const BATCH = 50;
/** A question's length: the dictionary's time grows faster than the text within one question. */
const PIECE_CHARACTERS = 1_000;
/** What one article may cost the dictionary; words past it are not found in that body. */
const ARTICLE_BUDGET_MS = 5_000;

/** The text in pieces of at most `size` characters, cut after a sentence or line where one is near. */
export function* textPieces(text: string, size = PIECE_CHARACTERS): Generator<string> {
  let at = 0;
  while (at < text.length) {
    let end = Math.min(at + size, text.length);
    if (end < text.length) {
      const window = text.slice(at + Math.floor(size / 2), end);
      const cut = Math.max(...['。', '！', '？', '\n', '、', ' '].map((mark) => window.lastIndexOf(mark)));
      if (cut !== -1) end = at + Math.floor(size / 2) + cut + 1;
    }
    yield text.slice(at, end);
    at = end;
  }
}

/** A body's words folded as search terms are (keywordTerms), each once; single kana are no words. */
export async function bodyWords(
  dictionary: JapaneseDictionary,
  text: string,
  budgetMs = ARTICLE_BUDGET_MS,
): Promise<string[]> {
  const started = performance.now();
  const words = new Set<string>();
  for (const piece of textPieces(text)) {
    if (performance.now() - started > budgetMs) break;
    for (const word of await dictionary.wordsOf(piece)) words.add(foldLongVowel(normalizeKeyword(word)));
  }
  return [...words].filter((word) => word !== '' && !/^[\p{Script=Hiragana}\p{P}\p{S}]$/u.test(word)).sort();
}

/** The nouns of a title as 「もしかして」 keeps them: [written, reading]. */
async function titleNouns(dictionary: JapaneseDictionary, title: string): Promise<[string, string][]> {
  return (await dictionary.nounsOf(title)).map((noun) => [noun.written, noun.reading]);
}

/** Fills every stale row, every title whose nouns are unread and every unread category; answers how many. */
export async function fillSearchReadings(deps: Pick<Deps, 'db' | 'dictionary'>): Promise<number> {
  return (await fillArticleReadings(deps)) + (await fillTitleNouns(deps)) + (await fillCategoryReadings(deps));
}

async function fillArticleReadings(deps: Pick<Deps, 'db' | 'dictionary'>): Promise<number> {
  let filled = 0;
  let afterId = 0;
  for (;;) {
    const rows = await deps.db
      .select({
        id: articles.id,
        title: articles.title,
        lead: articles.lead,
        bodyJson: articles.bodyJson,
        bodyHtml: articles.bodyHtml,
        // As text: the database keeps microseconds, a Date only milliseconds.
        version: sql<string>`${articles.updatedAt}::text`,
      })
      .from(articleSearchHeadings)
      .innerJoin(articles, eq(articles.id, articleSearchHeadings.articleId))
      .where(and(eq(articleSearchHeadings.stale, true), sql`${articles.id} > ${afterId}`))
      .orderBy(articles.id)
      .limit(BATCH);
    for (const row of rows) {
      const titleReading = await deps.dictionary.readingOf(row.title);
      const leadReading = await deps.dictionary.readingOf(row.lead);
      const words = await bodyWords(deps.dictionary, bodyText({ json: row.bodyJson, html: row.bodyHtml }));
      // Written only over the article as it was read: a save since (any change moves updated_at)
      // keeps the row stale for the next round.
      const written = await deps.db
        .update(articleSearchHeadings)
        .set({
          titleReading: normalizeKeyword(titleReading),
          leadReading: normalizeKeyword(leadReading),
          bodyWords: words,
          titleNouns: await titleNouns(deps.dictionary, row.title),
          stale: false,
        })
        .where(
          and(
            eq(articleSearchHeadings.articleId, row.id),
            sql`exists (select 1 from ${articles} where ${articles.id} = ${row.id} and ${articles.updatedAt}::text = ${row.version} and ${articles.title} = ${row.title} and ${articles.lead} = ${row.lead})`,
          ),
        )
        .returning({ id: articleSearchHeadings.articleId });
      filled += written.length;
    }
    if (rows.length < BATCH) return filled;
    afterId = rows[rows.length - 1]?.id ?? afterId;
  }
}

/** Titles read before their nouns were kept (the migration that added them leaves them unread). */
async function fillTitleNouns(deps: Pick<Deps, 'db' | 'dictionary'>): Promise<number> {
  let filled = 0;
  for (;;) {
    const rows = await deps.db
      .select({ id: articles.id, title: articles.title })
      .from(articleSearchHeadings)
      .innerJoin(articles, eq(articles.id, articleSearchHeadings.articleId))
      .where(isNull(articleSearchHeadings.titleNouns))
      .orderBy(articles.id)
      .limit(BATCH);
    let written = 0;
    for (const row of rows) {
      const nouns = await titleNouns(deps.dictionary, row.title);
      // A title changed meanwhile is left for the next round, as the stale readings are.
      const done = await deps.db
        .update(articleSearchHeadings)
        .set({ titleNouns: nouns })
        .where(
          and(
            eq(articleSearchHeadings.articleId, row.id),
            sql`exists (select 1 from ${articles} where ${articles.id} = ${row.id} and ${articles.title} = ${row.title})`,
          ),
        )
        .returning({ id: articleSearchHeadings.articleId });
      written += done.length;
    }
    filled += written;
    // Rows left unread (their titles changed) end the round rather than being read again at once.
    if (rows.length < BATCH || written === 0) return filled;
  }
}

/** Categories keep no reading of their own making: the app reads each new or renamed title. */
async function fillCategoryReadings(deps: Pick<Deps, 'db' | 'dictionary'>): Promise<number> {
  const rows = await deps.db
    .select({ id: categories.id, title: categories.title })
    .from(categories)
    .where(isNull(categories.reading));
  let filled = 0;
  for (const row of rows) {
    const reading = await deps.dictionary.readingOf(row.title);
    const done = await deps.db
      .update(categories)
      .set({ reading })
      .where(and(eq(categories.id, row.id), eq(categories.title, row.title)))
      .returning({ id: categories.id });
    filled += done.length;
  }
  return filled;
}

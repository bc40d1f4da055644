// The names a reader may search by besides article text: the tags and categories the public site
// shows (public-filter.ts), each with its reading (a tag's own; a category's as the app read it,
// search-readings.ts), never asking the dictionary while a reader waits. The search page
// offers those a keyword names and corrects a keyword one slip away from one (「もしかして」).

import { and, desc, eq, isNull } from 'drizzle-orm';
import { distance } from 'fastest-levenshtein';
import { keywordTerms, normalizeKeyword } from '../../../contract/search-keyword.ts';
import { articleSearchHeadings } from '../../db/schema/article-indexes.ts';
import { articles, categories, tags } from '../../db/schema/content.ts';
import type { Deps } from '../../deps.ts';
import { searchArticles } from '../articles/public/search-articles.ts';
import { isPublic, tagHasPublicArticle } from '../articles/public-filter.ts';
import { listPublicCategoryTree } from '../categories/read-categories.ts';

type VocabularyEntry = { title: string; reading: string; path: string };
type Vocabulary = { tags: VocabularyEntry[]; categories: VocabularyEntry[] };

async function loadVocabulary(deps: Pick<Deps, 'db' | 'publicCache'>): Promise<Vocabulary> {
  const [tagRows, tree, categoryRows] = await Promise.all([
    deps.db
      .select({ id: tags.id, title: tags.title, reading: tags.reading })
      .from(tags)
      .where(and(isNull(tags.deletedAt), tagHasPublicArticle())),
    listPublicCategoryTree(deps),
    // Readings the app keeps (search-readings.ts); one not yet read is found by its title only.
    deps.db
      .select({ id: categories.id, reading: categories.reading })
      .from(categories)
      .where(isNull(categories.deletedAt)),
  ]);
  const readings = new Map(categoryRows.map((c) => [c.id, c.reading ?? '']));
  const entry = (c: { id: number; title: string }, path: string) => ({
    title: c.title,
    reading: readings.get(c.id) ?? '',
    path,
  });
  return {
    tags: tagRows.map((t) => ({ title: t.title, reading: t.reading ?? '', path: `/tags/${t.id}` })),
    categories: tree.flatMap((main) => [
      entry(main, `/${main.slug}`),
      ...main.children.map((c) => entry(c, `/${main.slug}/${c.slug}`)),
    ]),
  };
}

/** Every live tag and category, remembered with the public pages (a write to either drops it). */
export function searchVocabulary(deps: Pick<Deps, 'db' | 'publicCache'>): Promise<Vocabulary> {
  return deps.publicCache.remember('search:vocabulary', () => loadVocabulary(deps));
}

/** The newest public titles whose nouns 「もしかして」 also knows: enough for what readers look for now. */
const TITLES_READ = 2000;

/**
 * The nouns of the newest public titles with their readings (洗濯機 せんたくき, 換気扇 かんきせん),
 * as the app keeps them (search-readings.ts), for correcting a slip from a word no tag or category is
 * named after. Remembered apart from the vocabulary: only a search that found nothing reads them.
 */
function titleWords(deps: Pick<Deps, 'db' | 'publicCache'>): Promise<{ words: VocabularyEntry[] }> {
  return deps.publicCache.remember('search:title-words', async () => {
    const rows = await deps.db
      .select({ nouns: articleSearchHeadings.titleNouns })
      .from(articles)
      .innerJoin(articleSearchHeadings, eq(articleSearchHeadings.articleId, articles.id))
      .where(isPublic())
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(TITLES_READ);
    const words = new Map<string, string>();
    for (const [written, reading] of rows.flatMap((r) => r.nouns ?? [])) words.set(written, reading);
    return { words: [...words].map(([title, reading]) => ({ title, reading, path: '' })) };
  });
}

/** How many slips a word of this length may hold and still be taken for another: none for 1–2. */
function slipsAllowed(term: string): number {
  const length = Array.from(term).length;
  return length <= 2 ? 0 : length <= 5 ? 1 : 2;
}

/** The name one or two slips away from a term, by name or reading; undefined when it is one already. */
function nearest(vocabulary: VocabularyEntry[], term: string): string | undefined {
  let best: { title: string; slips: number } | undefined;
  for (const entry of vocabulary) {
    for (const form of [normalizeKeyword(entry.title), normalizeKeyword(entry.reading)]) {
      if (form === '') continue;
      const slips = distance(term, form);
      if (slips === 0) return undefined;
      if (slips <= slipsAllowed(term) && (!best || slips < best.slips)) best = { title: entry.title, slips };
    }
  }
  return best?.title;
}

/**
 * 「もしかして」: the keyword with each word that is a slip from a tag or category name, or from a
 * noun of a recent title, put right (おおそおじ → 大掃除, せんたっき → 洗濯機, 換気線 → 換気扇), when
 * that finds articles; undefined otherwise.
 */
export async function didYouMean(deps: Pick<Deps, 'db' | 'publicCache'>, keyword: string): Promise<string | undefined> {
  const [vocabulary, fromTitles] = await Promise.all([searchVocabulary(deps), titleWords(deps)]);
  const entries = [...vocabulary.tags, ...vocabulary.categories, ...fromTitles.words];
  const words = keyword.normalize('NFKC').trim().split(/\s+/u);
  const corrected = words.map((word) => {
    const [term] = keywordTerms(word);
    return (term && nearest(entries, term)) ?? word;
  });
  if (corrected.every((word, i) => word === words[i])) return undefined;
  const suggestion = corrected.join(' ');
  const found = await searchArticles(deps, { title: suggestion, page: 1, per: 1 });
  return found.meta.total > 0 ? suggestion : undefined;
}

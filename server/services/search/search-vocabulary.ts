// The names a reader may search by besides article text: the tags and categories the public site
// shows (public-filter.ts), each with its reading (a tag's own; a category's from the dictionary, as
// categories keep none). The search page
// offers those a keyword names and corrects a keyword one slip away from one (「もしかして」).

import { and, desc, isNull } from 'drizzle-orm';
import { distance } from 'fastest-levenshtein';
import { keywordTerms, normalizeKeyword } from '../../../contract/search-keyword.ts';
import { articles, tags } from '../../db/schema/content.ts';
import type { Deps } from '../../deps.ts';
import { searchArticles } from '../articles/public/search-articles.ts';
import { isPublic, tagHasPublicArticle } from '../articles/public-filter.ts';
import { listPublicCategoryTree } from '../categories/read-categories.ts';

type VocabularyEntry = { title: string; reading: string; path: string };
type Vocabulary = { tags: VocabularyEntry[]; categories: VocabularyEntry[] };

/** Category readings by title: titles are few and change seldom, the dictionary is slow to wake. */
const categoryReadings = new Map<string, string>();

async function categoryReading(deps: Pick<Deps, 'dictionary'>, title: string): Promise<string> {
  const known = categoryReadings.get(title);
  if (known !== undefined) return known;
  const reading = await deps.dictionary.readingOf(title);
  categoryReadings.set(title, reading);
  return reading;
}

async function loadVocabulary(deps: Pick<Deps, 'db' | 'publicCache' | 'dictionary'>): Promise<Vocabulary> {
  const [tagRows, tree] = await Promise.all([
    deps.db
      .select({ id: tags.id, title: tags.title, reading: tags.reading })
      .from(tags)
      .where(and(isNull(tags.deletedAt), tagHasPublicArticle())),
    listPublicCategoryTree(deps),
  ]);
  const categories = tree.flatMap((main) => [
    { title: main.title, path: `/${main.slug}` },
    ...main.children.map((c) => ({ title: c.title, path: `/${main.slug}/${c.slug}` })),
  ]);
  return {
    tags: tagRows.map((t) => ({ title: t.title, reading: t.reading ?? '', path: `/tags/${t.id}` })),
    categories: await Promise.all(
      categories.map(async (c) => ({ ...c, reading: await categoryReading(deps, c.title) })),
    ),
  };
}

/** Every live tag and category, remembered with the public pages (a write to either drops it). */
export function searchVocabulary(deps: Pick<Deps, 'db' | 'publicCache' | 'dictionary'>): Promise<Vocabulary> {
  return deps.publicCache.remember('search:vocabulary', () => loadVocabulary(deps));
}

/** The newest public titles whose nouns 「もしかして」 also knows: enough for what readers look for now. */
const TITLES_READ = 2000;

/**
 * The nouns of the newest public titles with their readings (洗濯機 せんたくき, 換気扇 かんきせん),
 * for correcting a slip from a word no tag or category is named after. Remembered apart from the
 * vocabulary: only a search that found nothing reads them.
 */
function titleWords(deps: Pick<Deps, 'db' | 'publicCache' | 'dictionary'>): Promise<{ words: VocabularyEntry[] }> {
  return deps.publicCache.remember('search:title-words', async () => {
    const rows = await deps.db
      .select({ title: articles.title })
      .from(articles)
      .where(isPublic())
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(TITLES_READ);
    const nouns = await deps.dictionary.nounsOf(rows.map((r) => r.title).join('\n'));
    return { words: nouns.map((n) => ({ title: n.written, reading: n.reading, path: '' })) };
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
export async function didYouMean(
  deps: Pick<Deps, 'db' | 'publicCache' | 'dictionary'>,
  keyword: string,
): Promise<string | undefined> {
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

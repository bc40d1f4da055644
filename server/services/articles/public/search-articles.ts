// GET /articles/search and the search page: every term of the keyword in the article's title or lead
// (folded for width, case, kana and a last long vowel), in their readings (そうじ finds 掃除), in its
// tags' names and readings, or among the words of its body: all of them in the article's one row of
// article_search_headings. Ranked title > tags > lead > body, newer first among equals. Counted up to
// SEARCH_COUNT_LIMIT first, through the indexes of that row; the count decides how the page is read:
// a word in more articles than that walks the newest-first list instead, newest first. A latin word
// that is a tag's slug is read as the tag's name (kitchen → キッチン).
import { and, desc, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ArticleList } from '../../../../contract/articles.ts';
import { bodyText } from '../../../../contract/body-text.ts';
import { type PageQuery, pageMeta, pageWindow } from '../../../../contract/common.ts';
import { keywordTerms } from '../../../../contract/search-keyword.ts';
import { highlight, opening, type Snippet, snippetAround } from '../../../../contract/search-snippet.ts';
import type { Database } from '../../../db/client.ts';
import { articleSearchHeadings, headingText } from '../../../db/schema/article-indexes.ts';
import { articles, tags } from '../../../db/schema/content.ts';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import { countMatches, countMatchesQuery, type MatchSource, routeForPage } from '../../search/count-matches.ts';
import { containsTerm, hasPiecesOf, type KeywordRoute, matchesFoldedColumn } from '../../search/match-keyword.ts';
import { throughKeywordIndex } from '../../search/through-keyword-index.ts';
import { cardColumns, toPublicCards } from '../article-json.ts';
import { isPublic, tagHasPublicArticle } from '../public-filter.ts';

const headings = articleSearchHeadings;
const searchable = headingText(headings);

/** Every term of the keyword in one folded column (a check row by row, no index). */
function holdsAllTerms(column: AnyPgColumn, keyword: string): SQL {
  return matchesFoldedColumn(column, keyword, 'scan') ?? sql`false`;
}

/** The body has every one of these words (a term is a word of the body, not a part of one). */
function inBodyWords(terms: string[]): SQL {
  return sql`${headings.bodyWords} @> array[${sql.join(
    terms.map((term) => sql`${term}`),
    sql`, `,
  )}]::text[]`;
}

/**
 * Every term of the keyword in the article's one row of headings: in its text (title, lead, their
 * readings, tags) or among its body's words. All terms in one row's condition, so the indexes of
 * pieces and words answer them together (a BitmapAnd of BitmapOrs) and only that row is checked.
 * Through the index the condition has two halves: what the indexes answer (a term's pieces or its
 * word), then the check of a candidate (the term itself, or its word again).
 */
function foundInHeadings(terms: string[], route: KeywordRoute): SQL {
  const checks = terms.map((term) => sql`(${containsTerm(searchable, term)} or ${inBodyWords([term])})`);
  if (route === 'scan') return and(...checks) as SQL;
  const lookups = terms.map((term) => sql`(${hasPiecesOf(searchable, term)} or ${inBodyWords([term])})`);
  return and(...lookups, ...checks) as SQL;
}

/**
 * The headings rows the indexes find for a keyword, read as a table of their own (`found`): `offset
 * 0` keeps the planner from merging it into the join with the articles, where for a word it expects
 * in most articles it would walk the list instead and look each row's pieces up (~0.2 ms a row).
 * With `hits`, which parts of the row hold every term, for the ranking.
 */
function foundRows(keyword: string, options: { hits?: boolean } = {}): SQL {
  const terms = keywordTerms(keyword);
  const all = (column: AnyPgColumn) => holdsAllTerms(column, keyword);
  const hits = options.hits
    ? sql`, ${all(headings.titleReading)} as title_hit, ${all(headings.tags)} as tags_hit,
        ${all(headings.leadReading)} as lead_hit, ${inBodyWords(terms)} as body_hit`
    : sql``;
  const where = foundInHeadings(terms, 'index');
  return sql`(select ${headings.articleId}${hits} from ${headings} where ${where} offset 0) as found`;
}

const toArticle = sql`${articles.id} = found.article_id`;

/** Through the indexes: the headings rows they find, then each one's article by primary key. */
function indexedMatches(keyword: string): MatchSource {
  return { from: foundRows(keyword), join: { table: articles, on: toArticle }, where: isPublic() };
}

/**
 * Walking the list: each article's headings row checked as the walk meets it, a subquery per row,
 * which the planner cannot turn into a join over every row (and sort all the matches).
 */
function walkedMatches(keyword: string): SQL | undefined {
  const found = foundInHeadings(keywordTerms(keyword), 'scan');
  return and(isPublic(), sql`(select ${found} from ${headings} where ${headings.articleId} = ${articles.id})`);
}

/**
 * How well an article found through foundRows (with hits) matches: title 8, tags 4, lead 2 (by
 * their words or their readings), body 1.
 */
function relevance(keyword: string): SQL {
  const all = (column: AnyPgColumn) => holdsAllTerms(column, keyword);
  return sql`(case when ${all(articles.searchTitle)} or found.title_hit then 8 else 0 end
    + case when found.tags_hit then 4 else 0 end
    + case when ${all(articles.searchText)} or found.lead_hit then 2 else 0 end
    + case when found.body_hit then 1 else 0 end)`;
}

/**
 * Every term of the keyword in an article's headings row (its readings, tags and body words among
 * them), as a condition on `articles`: the admin's article search finds 重曹 by じゅうそう with it.
 * Through the index, the ids the indexes find; walking a list, each row checked as it is met.
 */
export function matchesHeadings(keyword: string, route: KeywordRoute): SQL {
  const terms = keywordTerms(keyword);
  if (route === 'scan') {
    return sql`coalesce((select ${foundInHeadings(terms, 'scan')} from ${headings} where ${headings.articleId} = ${articles.id}), false)`;
  }
  return sql`${articles.id} in (select ${headings.articleId} from ${headings} where ${foundInHeadings(terms, 'index')})`;
}

/** The count a search runs first (see countMatches). */
export function searchCountQuery(db: Database, keyword: string) {
  return countMatchesQuery(db, indexedMatches(keyword));
}

/**
 * The page a search runs second, the way its count chose: through the indexes, the matches ranked;
 * walking the list (a common word), newest first.
 */
export function searchPageQuery(db: Database, input: { keyword: string; page: PageQuery; route: KeywordRoute }) {
  const newestFirst = [desc(articles.publishedAt), desc(articles.id)];
  const { limit, offset } = pageWindow(input.page);
  if (input.route === 'scan') {
    return db
      .select(cardColumns)
      .from(articles)
      .where(walkedMatches(input.keyword))
      .orderBy(...newestFirst)
      .limit(limit)
      .offset(offset);
  }
  return db
    .select(cardColumns)
    .from(foundRows(input.keyword, { hits: true }))
    .innerJoin(articles, toArticle)
    .where(isPublic())
    .orderBy(desc(relevance(input.keyword)), ...newestFirst)
    .limit(limit)
    .offset(offset);
}

/** Reads that start from the keyword indexes (see foundRows). */
function throughIndexes<T>(db: Database, read: (db: Database) => Promise<T>): Promise<T> {
  return throughKeywordIndex(db, read, { noListWalks: true });
}

const LATIN_WORD = /^[a-z0-9_-]+$/;

/**
 * The keyword with each latin word that is the slug of a tag on the site put as the tag's name
 * (kitchen → キッチン): the search page offers that tag for the word, and its articles carry the
 * name, not the slug. Other words stay as they are.
 */
export async function withTagNames(deps: Pick<Deps, 'db' | 'publicCache'>, keyword: string): Promise<string> {
  const terms = keywordTerms(keyword);
  const latin = terms.filter((term) => LATIN_WORD.test(term));
  if (latin.length === 0) return keyword;
  const { named } = await deps.publicCache.remember(`search:slugs:${latin.join(' ')}`, async () => ({
    named: await deps.db
      .select({ slug: tags.slug, title: tags.title })
      .from(tags)
      .where(and(isNull(tags.deletedAt), inArray(tags.slug, latin), tagHasPublicArticle())),
  }));
  if (named.length === 0) return keyword;
  const bySlug = new Map(named.map((tag) => [tag.slug, tag.title]));
  return terms.map((term) => bySlug.get(term) ?? term).join(' ');
}

/**
 * The articles a keyword finds in the public search. Title, lead, readings, tags and body words,
 * as the module's opening says; a tag's slug as its name (withTagNames).
 */
export async function searchArticles(
  deps: Pick<Deps, 'db' | 'publicCache'>,
  input: PageQuery & { title: string },
): Promise<ArticleList> {
  if (keywordTerms(input.title).length === 0) {
    throw AppError.validation({ title: ['検索キーワードを入力してください'] });
  }
  const keyword = await withTagNames(deps, input.title);
  const terms = keywordTerms(keyword);
  const page = { page: input.page, per: input.per };
  const { offset } = pageWindow(page);
  // The answer is remembered like the public pages, keyed by the folded terms (all a search reads of
  // its keyword) and the page: a keyword searched again within the cache period is one lookup, and
  // a content change drops it.
  const key = `search:${offset}:${page.per}:${terms.join(' ')}`;
  return deps.publicCache.remember(key, async () => {
    const { found, route } = await throughIndexes(deps.db, async (db) => {
      const found = await countMatches(searchCountQuery(db, keyword));
      const route = await routeForPage(db, { ...indexedMatches(keyword), offset, found });
      return { found, route };
    });
    const read = (db: Database) => searchPageQuery(db, { keyword, page, route });
    const rows = route === 'index' ? await throughIndexes(deps.db, read) : await read(deps.db);
    return { articles: await toPublicCards(deps, rows), meta: pageMeta(page, found.total, found.capped) };
  });
}

export type SearchExcerpt = { title: Snippet; passage: Snippet };

/**
 * What each result of a search page shows of itself: the title with the terms marked, and the
 * passage of the lead or body where a term first appears (the lead's opening when it was found by a
 * reading or a tag). Keyed by article id.
 */
export async function searchExcerpts(
  deps: Pick<Deps, 'db'>,
  keyword: string,
  found: { id: number; title: string; lead: string }[],
): Promise<Record<number, SearchExcerpt>> {
  const inLead = new Map(found.map((a) => [a.id, snippetAround(a.lead, keyword)]));
  // The cards carry their leads; only the articles whose lead holds no term need their body read.
  const needBody = found.filter((a) => inLead.get(a.id) === undefined).map((a) => a.id);
  const bodies =
    needBody.length === 0
      ? []
      : await deps.db
          // The HTML only of a body stored without its document (bodyText reads the document).
          .select({
            id: articles.id,
            json: articles.bodyJson,
            html: sql<string>`case when ${articles.bodyJson} is null then ${articles.bodyHtml} else '' end`,
          })
          .from(articles)
          .where(inArray(articles.id, needBody));
  const bodyOf = new Map(bodies.map((row) => [row.id, bodyText(row)]));
  return Object.fromEntries(
    found.map((article) => {
      const passage =
        inLead.get(article.id) ?? snippetAround(bodyOf.get(article.id) ?? '', keyword) ?? opening(article.lead);
      return [article.id, { title: highlight(article.title, keyword), passage }];
    }),
  );
}

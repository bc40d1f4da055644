// GET /articles/search and the search page: every term of the keyword in the article's title or lead
// (folded for width, case, kana and a last long vowel), in their readings (そうじ finds 掃除), in its
// tags' names and readings, or among the words of its body (article_search_headings). Ranked title >
// tags > lead > body, newer first among equals. Counted up to SEARCH_COUNT_LIMIT first; the count
// decides how the page is fetched: a word in more articles than that walks the newest-first list
// instead, newest first.
import { and, desc, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ArticleList } from '../../../contract/articles.ts';
import { bodyText } from '../../../contract/body-text.ts';
import { type PageQuery, pageMeta } from '../../../contract/common.ts';
import { keywordTerms } from '../../../contract/search-keyword.ts';
import { highlight, opening, type Snippet, snippetAround } from '../../../contract/search-snippet.ts';
import type { Database } from '../../db/client.ts';
import { articleSearchHeadings, articles, headingText } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { countMatches, countMatchesQuery, countsAgainForPage, routeForPage } from '../search/count-matches.ts';
import { containsTerm, hasPiecesOf, type KeywordRoute, matchesFoldedColumn } from '../search/match-keyword.ts';
import { throughKeywordIndex } from '../search/through-keyword-index.ts';
import { cardColumns, toPublicCards } from './article-json.ts';
import { isPublic } from './public-filter.ts';

const headings = articleSearchHeadings;
const searchable = headingText(headings);

/** The body has every one of these words (a term is a word of the body, not a part of one). */
function inBodyWords(terms: string[]): SQL {
  return sql`${headings.bodyWords} @> array[${sql.join(
    terms.map((term) => sql`${term}`),
    sql`, `,
  )}]::text[]`;
}

/**
 * One term anywhere: through the indexes of pieces and words, or checked row by row on a walk. The
 * index form repeats the body check on both sides of the `and`: its first half is exactly what the
 * two indexes answer together, so the planner does not check it again per row; the second is all
 * it checks, without making the heading's pieces again (~0.3 ms a row).
 */
function termMatches(term: string, route: KeywordRoute): SQL {
  const inBody = inBodyWords([term]);
  const inText = containsTerm(searchable, term);
  const found =
    route === 'index'
      ? sql`(${hasPiecesOf(searchable, term)} or ${inBody}) and (${inText} or ${inBody})`
      : sql`(${inText} or ${inBody})`;
  // Through the index: by primary key, each article at most once, so a count stops as soon as it
  // has enough. On a walk: a subquery per row, which the planner cannot turn into a join over every
  // row (it would, for an `exists`, and sort all the matches).
  return route === 'index'
    ? sql`${articles.id} in (select ${headings.articleId} from ${headings} where ${found})`
    : sql`(select ${found} from ${headings} where ${headings.articleId} = ${articles.id})`;
}

function matchesKeyword(keyword: string, route: KeywordRoute): SQL {
  const terms = keywordTerms(keyword);
  return terms.length > 0 ? (and(...terms.map((term) => termMatches(term, route))) as SQL) : sql`false`;
}

/** How well an article matches: title 8, tags 4, lead 2 (by their words or their readings), body 1. */
function relevance(keyword: string): SQL {
  const all = (column: AnyPgColumn) => matchesFoldedColumn(column, keyword, 'scan') ?? sql`false`;
  const inHeadings = (found: SQL) =>
    sql`exists (select 1 from ${headings} where ${headings.articleId} = ${articles.id} and ${found})`;
  return sql`(case when ${all(articles.searchTitle)} or ${inHeadings(all(headings.titleReading))} then 8 else 0 end
    + case when ${inHeadings(all(headings.tags))} then 4 else 0 end
    + case when ${all(articles.searchText)} or ${inHeadings(all(headings.leadReading))} then 2 else 0 end
    + case when ${inHeadings(inBodyWords(keywordTerms(keyword)))} then 1 else 0 end)`;
}

function indexedMatches(keyword: string) {
  return { from: articles, where: and(isPublic(), matchesKeyword(keyword, 'index')) };
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
  const ranked = input.route === 'index' ? [desc(relevance(input.keyword))] : [];
  return db
    .select(cardColumns)
    .from(articles)
    .where(and(isPublic(), matchesKeyword(input.keyword, input.route)))
    .orderBy(...ranked, desc(articles.publishedAt), desc(articles.id))
    .limit(input.page.per)
    .offset((input.page.page - 1) * input.page.per);
}

export async function searchArticles(
  deps: Pick<Deps, 'db' | 'publicCache'>,
  input: PageQuery & { title: string },
): Promise<ArticleList> {
  if (keywordTerms(input.title).length === 0)
    throw AppError.validation({ title: ['検索キーワードを入力してください'] });
  const page = { page: input.page, per: input.per };
  const offset = (page.page - 1) * page.per;
  // Remembered like the totals of the other public lists (keyed by the count's own SQL and the page).
  const key = `search:${offset}:${JSON.stringify(searchCountQuery(deps.db, input.title).toSQL())}`;
  // The planner reads the public search through the keyword index by itself (its estimates for the
  // headings' index err low); only the longer count of a deep page is kept to the index explicitly.
  const { found, route } = await deps.publicCache.remember(key, async () => {
    const found = await countMatches(searchCountQuery(deps.db, input.title));
    const options = { ...indexedMatches(input.title), offset, found };
    const route = countsAgainForPage(found, offset)
      ? await throughKeywordIndex(deps.db, (db) => routeForPage(db, options))
      : found.route;
    return { found, route };
  });
  const rows = await searchPageQuery(deps.db, { keyword: input.title, page, route });
  return { articles: await toPublicCards(deps, rows), meta: pageMeta(page, found.total, found.capped) };
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
          .select({ id: articles.id, bodyHtml: articles.bodyHtml })
          .from(articles)
          .where(inArray(articles.id, needBody));
  const bodyOf = new Map(bodies.map((row) => [row.id, row.bodyHtml]));
  return Object.fromEntries(
    found.map((article) => {
      const passage =
        inLead.get(article.id) ??
        snippetAround(bodyText(bodyOf.get(article.id) ?? ''), keyword) ??
        opening(article.lead);
      return [article.id, { title: highlight(article.title, keyword), passage }];
    }),
  );
}

// GET /articles/search: titles and leads, Japanese-aware (width and case insensitive), every term must
// match. Counted up to SEARCH_COUNT_LIMIT first; the count decides how the page is fetched.
import { and, type SQL, sql } from 'drizzle-orm';
import type { ArticleList } from '../../../contract/articles.ts';
import { type PageQuery, pageMeta } from '../../../contract/common.ts';
import { keywordTerms } from '../../../contract/search-keyword.ts';
import type { Database } from '../../db/client.ts';
import { articles } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { countMatches, countMatchesQuery, countsAgainForPage, routeForPage } from '../search/count-matches.ts';
import { type KeywordRoute, matchesFoldedColumn } from '../search/match-keyword.ts';
import { throughKeywordIndex } from '../search/through-keyword-index.ts';
import { toPublicCards } from './article-json.ts';
import { articlePageQuery } from './list-article-page.ts';
import { isPublic } from './public-filter.ts';

/** Every term appears in the title or the lead, folded like the keyword. */
function matchesKeyword(keyword: string, route: KeywordRoute): SQL {
  return matchesFoldedColumn(articles.searchText, keyword, route) ?? sql`false`;
}

function indexedMatches(keyword: string) {
  return { from: articles, where: and(isPublic(), matchesKeyword(keyword, 'index')) };
}

/** The count a search runs first (see countMatches). */
export function searchCountQuery(db: Database, keyword: string) {
  return countMatchesQuery(db, indexedMatches(keyword));
}

/** The page a search runs second, the way its count chose. */
export function searchPageQuery(db: Database, input: { keyword: string; page: PageQuery; route: KeywordRoute }) {
  return articlePageQuery(db, { where: matchesKeyword(input.keyword, input.route), page: input.page });
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
  // public index err low); only the longer count of a deep page is kept to the index explicitly.
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

// GET /articles/search: titles and leads, Japanese-aware (width and case insensitive), every term must match.
import { and, type SQL, sql } from 'drizzle-orm';
import type { ArticleList } from '../../../contract/articles.ts';
import type { PageQuery } from '../../../contract/common.ts';
import { articles } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { listArticlePage } from './list-article-page.ts';
import { escapeLike, keywordTerms } from './normalize-keyword.ts';

/**
 * Every term appears in the title or the lead, both folded like the keyword. PostgreSQL's
 * `normalize(text, NFKC)` (13+) runs the same on PGlite and on a server; the terms are bound
 * parameters, never spliced into the SQL. Title and lead are joined by a space, which no term
 * contains (terms are split on whitespace), so a match never straddles the two.
 */
export function matchesKeyword(keyword: string): SQL {
  const haystack = sql`lower(normalize(${articles.title} || ' ' || ${articles.lead}, NFKC))`;
  const terms = keywordTerms(keyword).map((term) => sql`${haystack} like ${`%${escapeLike(term)}%`} escape '\\'`);
  return and(...terms) ?? sql`false`;
}

export function searchArticles(deps: Pick<Deps, 'db'>, input: PageQuery & { title: string }): Promise<ArticleList> {
  if (keywordTerms(input.title).length === 0)
    throw AppError.validation({ title: ['検索キーワードを入力してください'] });
  return listArticlePage(deps, { where: matchesKeyword(input.title), page: { page: input.page, per: input.per } });
}

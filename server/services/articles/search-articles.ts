// Public search over titles and leads, Japanese-aware: NFKC-normalised, width and case insensitive.
import { and, type SQL, sql } from 'drizzle-orm';
import type { PageQuery } from '../../../contract/common.ts';
import { articles } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { listArticlePage } from './list-article-page.ts';
import { escapeLike, keywordTerms } from './normalize-keyword.ts';

/** Every term appears in the normalised title or lead. */
export function matchesKeyword(keyword: string): SQL {
  const haystack = sql`lower(normalize(${articles.title} || ' ' || ${articles.lead}, NFKC))`;
  const terms = keywordTerms(keyword).map((term) => sql`${haystack} like ${`%${escapeLike(term)}%`} escape '\\'`);
  return and(...terms) ?? sql`false`;
}

export function searchArticles(deps: Pick<Deps, 'db'>, input: PageQuery & { title: string }) {
  return listArticlePage(deps, { where: matchesKeyword(input.title), page: input });
}

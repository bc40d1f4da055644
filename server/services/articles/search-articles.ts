// GET /articles/search: titles and leads, Japanese-aware (width and case insensitive), every term must match.
import { type SQL, sql } from 'drizzle-orm';
import type { ArticleList } from '../../../contract/articles.ts';
import type { PageQuery } from '../../../contract/common.ts';
import { articles } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { keywordTerms, matchesAllTerms } from '../search/match-keyword.ts';
import { listArticlePage } from './list-article-page.ts';

/** Every term appears in the title or the lead, folded like the keyword. */
export function matchesKeyword(keyword: string): SQL {
  return matchesAllTerms(sql`${articles.title} || ' ' || ${articles.lead}`, keyword) ?? sql`false`;
}

export function searchArticles(
  deps: Pick<Deps, 'db' | 'publicCache'>,
  input: PageQuery & { title: string },
): Promise<ArticleList> {
  if (keywordTerms(input.title).length === 0)
    throw AppError.validation({ title: ['検索キーワードを入力してください'] });
  return listArticlePage(deps, { where: matchesKeyword(input.title), page: { page: input.page, per: input.per } });
}

// The public index: every readable article, newest first.
import type { ArticleList } from '../../../../contract/articles.ts';
import type { PageQuery } from '../../../../contract/common.ts';
import type { Deps } from '../../../deps.ts';
import { listArticleCards, listArticlePage, notShown } from './list-article-page.ts';

export function listPublicArticles(
  deps: Pick<Deps, 'db' | 'publicCache'>,
  page: PageQuery,
  options: { excluding?: readonly number[] } = {},
): Promise<ArticleList> {
  return listArticlePage(deps, { page, where: notShown(options.excluding) });
}

/** The newest public articles as cards, without a total: the article page's sidebar. */
export async function listNewestArticles(
  deps: Pick<Deps, 'db' | 'publicCache'>,
  input: { limit: number; excluding?: number },
): Promise<ArticleList['articles']> {
  // One remembered query for every article page: the page's own article is left out here, not in SQL.
  const cards = await listArticleCards(deps, { page: { page: 1, per: input.limit + 1 } });
  return cards.filter((a) => a.id !== input.excluding).slice(0, input.limit);
}

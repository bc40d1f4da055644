// The public index: every readable article, newest first.
import type { ArticleList } from '../../../../contract/articles.ts';
import type { PageQuery } from '../../../../contract/common.ts';
import type { Deps } from '../../../deps.ts';
import { listArticlePage, notShown } from './list-article-page.ts';

export function listPublicArticles(
  deps: Pick<Deps, 'db' | 'publicCache'>,
  page: PageQuery,
  options: { excluding?: readonly number[] } = {},
): Promise<ArticleList> {
  return listArticlePage(deps, { page, where: notShown(options.excluding) });
}

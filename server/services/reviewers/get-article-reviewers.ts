// The reviewers of an article its writer or an admin manages (the editor's section).
import type { PublicReviewer } from '../../../contract/reviewers.ts';
import type { Deps } from '../../deps.ts';
import { loadManageableArticle } from '../articles/manage/article-access.ts';
import type { WriterRow } from '../writers/writer-json.ts';
import { listArticleReviewers } from './list-article-reviewers.ts';

export async function getArticleReviewers(
  deps: Pick<Deps, 'db'>,
  options: { writer: WriterRow; articleId: number },
): Promise<PublicReviewer[]> {
  const article = await loadManageableArticle(deps, options.writer, options.articleId);
  return listArticleReviewers(deps, { articleId: article.id });
}

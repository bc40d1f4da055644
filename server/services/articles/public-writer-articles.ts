// GET /articles/articles_by_writer: a live writer's public articles, newest first.
import { eq } from 'drizzle-orm';
import type { ArticleList } from '../../../contract/articles.ts';
import type { PageQuery } from '../../../contract/common.ts';
import { articles } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { getLiveWriter } from '../writers/get-live-writer.ts';
import { listArticlePage } from './list-article-page.ts';

export async function listArticlesByWriter(
  deps: Pick<Deps, 'db' | 'publicCache'>,
  input: PageQuery & { writer_id: number },
): Promise<ArticleList> {
  const writer = await getLiveWriter(deps, input.writer_id);
  if (!writer) throw AppError.notFound('ライターが見つかりませんでした');
  return listArticlePage(deps, { where: eq(articles.writerId, writer.id), page: { page: input.page, per: input.per } });
}

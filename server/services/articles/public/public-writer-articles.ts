// A live writer's public articles, newest first: GET /articles/articles_by_writer and the writer page.
import { eq } from 'drizzle-orm';
import type { ArticleList } from '../../../../contract/articles.ts';
import type { PageQuery } from '../../../../contract/common.ts';
import type { PublicWriter } from '../../../../contract/writers.ts';
import { articles } from '../../../db/schema/content.ts';
import type { Deps } from '../../../deps.ts';
import { AppError } from '../../../errors.ts';
import { getLiveWriter } from '../../writers/get-live-writer.ts';
import { toPublicWriterJson } from '../../writers/writer-json.ts';
import { listArticlePage } from './list-article-page.ts';

/** The writer's public profile and one page of their articles; a missing or trashed writer is a 404. */
export async function getWriterPage(
  deps: Pick<Deps, 'db' | 'publicCache'>,
  input: PageQuery & { writer_id: number },
): Promise<ArticleList & { writer: PublicWriter }> {
  const writer = await getLiveWriter(deps, input.writer_id);
  if (!writer) throw AppError.notFound('ライターが見つかりませんでした');
  const list = await listArticlePage(deps, {
    where: eq(articles.writerId, writer.id),
    page: { page: input.page, per: input.per },
  });
  return { writer: toPublicWriterJson(writer), ...list };
}

export async function listArticlesByWriter(
  deps: Pick<Deps, 'db' | 'publicCache'>,
  input: PageQuery & { writer_id: number },
): Promise<ArticleList> {
  const { writer: _, ...list } = await getWriterPage(deps, input);
  return list;
}

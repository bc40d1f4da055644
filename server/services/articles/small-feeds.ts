// Short public feeds: the home carousel's highlights, a writer's articles, trending by tags.
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { PageQuery } from '../../../contract/common.ts';
import { articles, writers } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { toArticleCards } from './article-json.ts';
import { listArticlePage } from './list-article-page.ts';
import { taggedWithAny } from './list-articles-by-tag.ts';
import { isPublic } from './public-filter.ts';
import { rankArticles } from './rank-articles.ts';

export async function listHighlights(deps: Pick<Deps, 'db'>, limit: number) {
  const rows = await deps.db
    .select()
    .from(articles)
    .where(and(isPublic(), eq(articles.isHighlight, true)))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(limit);
  return { articles: await toArticleCards(deps, rows) };
}

export async function listArticlesByWriter(deps: Pick<Deps, 'db'>, input: PageQuery & { writer_id: number }) {
  const [writer] = await deps.db
    .select({ id: writers.id })
    .from(writers)
    .where(and(eq(writers.id, input.writer_id), isNull(writers.deletedAt)));
  if (!writer) throw AppError.notFound('ライターが見つかりませんでした');
  return listArticlePage(deps, { where: eq(articles.writerId, writer.id), page: input });
}

/** Most viewed in the last 7 days among articles carrying any of the tags. */
export async function listTrendingByTags(deps: Pick<Deps, 'db'>, input: { tag_ids: number[]; limit: number }) {
  return { articles: await rankArticles(deps, { days: 7, limit: input.limit, where: taggedWithAny(input.tag_ids) }) };
}

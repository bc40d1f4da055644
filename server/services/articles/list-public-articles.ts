// The public index: every readable article, newest first.
import { count, desc } from 'drizzle-orm';
import type { ArticleList } from '../../../contract/articles.ts';
import { type PageQuery, pageMeta } from '../../../contract/common.ts';
import { articles } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { toArticleCards } from './article-json.ts';
import { isPublic } from './public-filter.ts';

export async function listPublicArticles(deps: Pick<Deps, 'db'>, page: PageQuery): Promise<ArticleList> {
  const [rows, [{ total }]] = await Promise.all([
    deps.db
      .select()
      .from(articles)
      .where(isPublic())
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(page.per)
      .offset((page.page - 1) * page.per),
    deps.db.select({ total: count() }).from(articles).where(isPublic()),
  ]);
  return { articles: await toArticleCards(deps, rows), meta: pageMeta(page, total) };
}

// One page of public article cards for any filter, newest first: the shape of every public list.
import { and, count, desc, type SQL } from 'drizzle-orm';
import type { ArticleList } from '../../../contract/articles.ts';
import { type PageQuery, pageMeta } from '../../../contract/common.ts';
import { articles } from '../../db/schema.ts';
import type { Deps } from '../../deps.ts';
import { cardColumns, toArticleCards } from './article-json.ts';
import { isPublic } from './public-filter.ts';

export async function listArticlePage(
  deps: Pick<Deps, 'db'>,
  options: { where?: SQL; page: PageQuery },
): Promise<ArticleList> {
  const where = and(isPublic(), options.where);
  const [rows, [counted]] = await Promise.all([
    deps.db
      .select(cardColumns)
      .from(articles)
      .where(where)
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(options.page.per)
      .offset((options.page.page - 1) * options.page.per),
    deps.db.select({ total: count() }).from(articles).where(where),
  ]);
  return { articles: await toArticleCards(deps, rows), meta: pageMeta(options.page, counted?.total ?? 0) };
}

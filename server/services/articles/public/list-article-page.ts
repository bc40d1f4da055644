// One page of public article cards for any filter, newest first: the shape of every public list. A
// building block of the named list services (list-public-articles.ts, famous-parents.ts, …), which
// pages call; pages never pass SQL themselves.
import { and, count, desc, notInArray, type SQL } from 'drizzle-orm';
import type { ArticleList } from '../../../../contract/articles.ts';
import { type PageQuery, pageMeta, pageWindow } from '../../../../contract/common.ts';
import { rememberQuery } from '../../../cache/remember-query.ts';
import type { Database } from '../../../db/client.ts';
import { articles } from '../../../db/schema/content.ts';
import type { Deps } from '../../../deps.ts';
import { cardColumns, toPublicCards } from '../article-json.ts';
import { isPublic } from '../public-filter.ts';

/** Leaves out articles a page already shows (the home page never shows one article twice). */
export function notShown(ids: readonly number[] = []): SQL | undefined {
  return ids.length > 0 ? notInArray(articles.id, [...ids]) : undefined;
}

/** The rows of one page, public only, in the order of the public list indexes. */
function articlePageQuery(db: Database, options: { where?: SQL; page: PageQuery }) {
  const { limit, offset } = pageWindow(options.page);
  return db
    .select(cardColumns)
    .from(articles)
    .where(and(isPublic(), options.where))
    .orderBy(desc(articles.publishedAt), desc(articles.id))
    .limit(limit)
    .offset(offset);
}

/** One page of cards alone, for blocks that show no total (the home page's category blocks). */
export async function listArticleCards(
  deps: Pick<Deps, 'db' | 'publicCache'>,
  options: { where?: SQL; page: PageQuery },
): Promise<ArticleList['articles']> {
  return toPublicCards(deps, await rememberQuery(deps.publicCache, articlePageQuery(deps.db, options)));
}

export async function listArticlePage(
  deps: Pick<Deps, 'db' | 'publicCache'>,
  options: { where?: SQL; page: PageQuery },
): Promise<ArticleList> {
  // Counting every match costs tens of milliseconds at 100k articles: the page and its total are
  // remembered like a rendered page (keyed by the query itself), so pages that show the same list
  // (category pages, the API) look it up once per cache period.
  const counting = deps.db.select({ total: count() }).from(articles).where(and(isPublic(), options.where));
  const [cards, counted] = await Promise.all([
    listArticleCards(deps, options),
    rememberQuery(deps.publicCache, counting),
  ]);
  return { articles: cards, meta: pageMeta(options.page, counted[0]?.total ?? 0) };
}

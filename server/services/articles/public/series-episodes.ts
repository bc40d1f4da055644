// A 連載 article's neighbours: the episode before and after it in its series, for the navigation at
// the end of the page. A numbered series (decision 037) orders them by number; otherwise the series is
// the subtopic under 連載 (e.g. コミック), ordered by publication.
import { and, asc, desc, eq, gt, lt, ne, or, type SQL } from 'drizzle-orm';
import type { SeriesEpisodes } from '../../../../contract/article-feeds.ts';
import { SERIES_CATEGORY_SLUG } from '../../../../contract/site.ts';
import { articles } from '../../../db/schema/content.ts';
import type { Deps } from '../../../deps.ts';
import { findNumberedEpisode } from '../../series/public-series.ts';
import { cardColumns, toPublicCards } from '../article-json.ts';
import { isPublic } from '../public-filter.ts';

type Source = {
  id: number;
  published_at: string | null;
  category: { id: number; title: string; slug: string; parent: { slug: string } | null } | null;
};

/** Null for an article outside 連載 (or not yet published). */
export async function listSeriesEpisodes(
  deps: Pick<Deps, 'db' | 'publicCache'>,
  article: Source,
): Promise<SeriesEpisodes | null> {
  const numbered = article.published_at ? await findNumberedEpisode(deps, { articleId: article.id }) : null;
  if (numbered) return numbered;
  const { category } = article;
  if (!category || category.parent?.slug !== SERIES_CATEGORY_SLUG || !article.published_at) return null;
  const at = new Date(article.published_at);
  // Same instant: the id breaks the tie, as the lists order them.
  const before = or(lt(articles.publishedAt, at), and(eq(articles.publishedAt, at), lt(articles.id, article.id)));
  const after = or(gt(articles.publishedAt, at), and(eq(articles.publishedAt, at), gt(articles.id, article.id)));
  const neighbour = (side: SQL | undefined, newestFirst: boolean) =>
    deps.db
      .select(cardColumns)
      .from(articles)
      // Never itself: the page's time has milliseconds, the stored one microseconds.
      .where(and(isPublic(), eq(articles.categoryId, category.id), ne(articles.id, article.id), side))
      .orderBy(
        ...(newestFirst
          ? [desc(articles.publishedAt), desc(articles.id)]
          : [asc(articles.publishedAt), asc(articles.id)]),
      )
      .limit(1);
  const [previousRows, nextRows] = await Promise.all([neighbour(before, true), neighbour(after, false)]);
  const cards = await toPublicCards(deps, [...previousRows, ...nextRows]);
  const previous = previousRows.length > 0 ? (cards[0] ?? null) : null;
  const next = nextRows.length > 0 ? (cards.at(-1) ?? null) : null;
  return {
    series: { title: category.title, path: `/${SERIES_CATEGORY_SLUG}/${category.slug}` },
    previous,
    next,
  };
}

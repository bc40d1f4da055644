// What an article's page shows besides the article: its 目次, pictures as WebP variants, recommended
// articles, the ranking and whether anything on it is sponsored. One loader for the public page and for previews.
import type { Article } from '../../contract/articles.ts';
import { hasPromotion } from '../../contract/promotion.ts';
import type { Deps } from '../../server/deps.ts';
import { AppError } from '../../server/errors.ts';
import { listPublicArticleNotes } from '../../server/services/article-notes/list-public-article-notes.ts';
import { getArticle } from '../../server/services/articles/get-article.ts';
import { listNewestArticles } from '../../server/services/articles/public/list-public-articles.ts';
import { listRelatedFor } from '../../server/services/articles/public/related-articles.ts';
import { listSeriesEpisodes } from '../../server/services/articles/public/series-episodes.ts';
import { listPeriodTrending } from '../../server/services/articles/public/trending-articles.ts';
import { bodyImageUrls, loadImageVariants, withImageVariants } from '../../server/services/media/responsive-images.ts';
import { listArticleReviewers } from '../../server/services/reviewers/list-article-reviewers.ts';
import { withTableOfContents } from './table-of-contents.ts';

/** A preview's page: nothing of it is kept. */
export async function loadArticlePage(deps: Deps, article: Article) {
  const [own, ranking] = await Promise.all([loadOwnParts(deps, article), loadRanking(deps)]);
  return withRanking(deps, own, ranking);
}

/**
 * A public article's page, or null when it is not public. What is its own (the article, its pictures,
 * recommendations, series) is kept by id with the public cache, the rankings by their own keeping:
 * a page rendered again (its entry expired, or the page cache off) runs no query.
 */
export async function loadPublicArticlePage(deps: Deps, id: number) {
  const [own, ranking] = await Promise.all([
    deps.publicCache.remember(`article-page:${id}`, async () => {
      const article = await getArticle(deps, { id }).catch(nullWhenNotFound);
      return { parts: article && (await loadOwnParts(deps, article)) };
    }),
    loadRanking(deps),
  ]);
  return own.parts && withRanking(deps, own.parts, ranking);
}

async function loadOwnParts(deps: Deps, article: Article) {
  const [recommended, images, series, latest, reviewers, notes] = await Promise.all([
    listRelatedFor(deps, { source: { id: article.id, categoryId: article.category?.id ?? null }, limit: 6 }),
    loadImageVariants(deps, [article.thumbnail_url, ...bodyImageUrls(article.body_html)]),
    listSeriesEpisodes(deps, article),
    listNewestArticles(deps, { limit: 5, excluding: article.id }),
    listArticleReviewers(deps, { articleId: article.id }),
    listPublicArticleNotes(deps, { articleId: article.id }),
  ]);
  const { html, toc } = withTableOfContents(withImageVariants(article.body_html, images));
  return {
    article: {
      ...article,
      body_html: html,
      body_json: null,
      thumbnail_url: (article.thumbnail_url && images.get(article.thumbnail_url)?.named) ?? article.thumbnail_url,
    },
    /** What the hero picture shows, as the library has it: read out, or empty (decorative). */
    thumbnailAlt: (article.thumbnail_url && images.get(article.thumbnail_url)?.alt) || '',
    /** What a share card shows: the chosen picture, else the thumbnail as uploaded (not a WebP variant). */
    shareImage: article.og_image_url ?? article.thumbnail_url,
    toc,
    series,
    recommended: recommended.articles,
    latest,
    /** 監修者, by the byline and in a box at the end; 訂正・追記 in their own box. */
    reviewers,
    notes,
  };
}

async function loadRanking(deps: Deps) {
  const [day, week, month] = await Promise.all(
    (['day', 'week', 'month'] as const).map((period) => listPeriodTrending(deps, { period, limit: 5 })),
  );
  return { day: day.articles, week: week.articles, month: month.articles };
}

function withRanking(
  deps: Deps,
  own: Awaited<ReturnType<typeof loadOwnParts>>,
  ranking: Awaited<ReturnType<typeof loadRanking>>,
) {
  const { series, recommended, latest } = own;
  return {
    siteUrl: deps.config.siteUrl,
    ...own,
    ranking,
    hasPromotion: hasPromotion(
      [own.article],
      recommended,
      ...Object.values(ranking),
      latest,
      [series?.previous, series?.next].filter((a) => a != null),
    ),
  };
}

function nullWhenNotFound(error: unknown): null {
  if (error instanceof AppError && error.code === 'not_found') return null;
  throw error;
}

export type ArticlePageData = Awaited<ReturnType<typeof loadArticlePage>>;

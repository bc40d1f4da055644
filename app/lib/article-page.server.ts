// What an article's page shows besides the article: its 目次, pictures as WebP variants, recommended
// articles, the ranking and the newest articles (the sidebar), and whether anything on it is sponsored. One loader for the public page and for previews.
import type { Article } from '../../contract/articles.ts';
import { hasPromotion } from '../../contract/promotion.ts';
import type { Deps } from '../../server/deps.ts';
import { listNewestArticles } from '../../server/services/articles/public/list-public-articles.ts';
import { listRecommendedFor } from '../../server/services/articles/public/recommended-articles.ts';
import { listSeriesEpisodes } from '../../server/services/articles/public/series-episodes.ts';
import { listPeriodTrending } from '../../server/services/articles/public/trending-articles.ts';
import { bodyImageUrls, loadImageVariants, withImageVariants } from '../../server/services/media/responsive-images.ts';
import { withTableOfContents } from './table-of-contents.ts';

export async function loadArticlePage(deps: Deps, article: Article) {
  const [recommended, day, week, month, images, series, latest] = await Promise.all([
    listRecommendedFor(deps, { source: { id: article.id, categoryId: article.category?.id ?? null }, limit: 6 }),
    listPeriodTrending(deps, { period: 'day', limit: 5 }),
    listPeriodTrending(deps, { period: 'week', limit: 5 }),
    listPeriodTrending(deps, { period: 'month', limit: 5 }),
    loadImageVariants(deps, [article.thumbnail_url, ...bodyImageUrls(article.body_html)]),
    listSeriesEpisodes(deps, article),
    listNewestArticles(deps, { limit: 5, excluding: article.id }),
  ]);
  const { html, toc } = withTableOfContents(withImageVariants(article.body_html, images));
  const ranking = { day: day.articles, week: week.articles, month: month.articles };
  return {
    siteUrl: deps.config.siteUrl,
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
    ranking,
    latest,
    hasPromotion: hasPromotion(
      [article],
      recommended.articles,
      ...Object.values(ranking),
      latest,
      [series?.previous, series?.next].filter((a) => a != null),
    ),
  };
}

export type ArticlePageData = Awaited<ReturnType<typeof loadArticlePage>>;

// What an article's page shows besides the article: its 目次, recommended articles, the ranking and
// whether anything on it is sponsored. One loader for the public page and for previews.
import type { Article } from '../../contract/articles.ts';
import { hasPromotion } from '../../contract/promotion.ts';
import type { Deps } from '../../server/deps.ts';
import { listRecommendedFor } from '../../server/services/articles/recommended-articles.ts';
import { listPeriodTrending } from '../../server/services/articles/trending-articles.ts';
import { withTableOfContents } from './table-of-contents.ts';

export async function loadArticlePage(deps: Deps, article: Article) {
  const [recommended, day, week, month] = await Promise.all([
    listRecommendedFor(deps, { source: { id: article.id, categoryId: article.category?.id ?? null }, limit: 6 }),
    listPeriodTrending(deps, { period: 'day', limit: 5 }),
    listPeriodTrending(deps, { period: 'week', limit: 5 }),
    listPeriodTrending(deps, { period: 'month', limit: 5 }),
  ]);
  const { html, toc } = withTableOfContents(article.body_html);
  const ranking = { day: day.articles, week: week.articles, month: month.articles };
  return {
    siteUrl: deps.config.siteUrl,
    article: { ...article, body_html: html, body_json: null },
    toc,
    recommended: recommended.articles,
    ranking,
    hasPromotion: hasPromotion([article], recommended.articles, ...Object.values(ranking)),
  };
}

export type ArticlePageData = Awaited<ReturnType<typeof loadArticlePage>>;

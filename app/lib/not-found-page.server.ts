// Every 404 of the public site is a page of the site: a loader that finds nothing throws a 404 that
// carries a few articles worth reading instead, rendered by the site layout's error boundary.
import { data, type RouterContextProvider } from 'react-router';
import { hasPromotion } from '../../contract/promotion.ts';
import type { Deps } from '../../server/deps.ts';
import { AppError } from '../../server/errors.ts';
import { listPublicArticles } from '../../server/services/articles/public/list-public-articles.ts';
import { listPeriodTrending } from '../../server/services/articles/public/trending-articles.ts';
import type { SuggestedArticles } from '../components/site/error-page.tsx';
import { getDeps } from '../context.server.ts';

const SUGGESTED_ON_NOT_FOUND = 5;

/** Only what a line of the list shows: the 404 page stays light. */
function toItem(card: {
  id: number;
  title: string;
  thumbnail_url: string | null;
  is_pr: boolean;
  sponsor: string | null;
  rank?: number;
}) {
  const { id, title, thumbnail_url, is_pr, sponsor, rank } = card;
  return { id, title, thumbnail_url, is_pr, sponsor, ...(rank !== undefined && { rank }) };
}

/** A titled list of suggestions, and whether it holds a sponsored article (the page then says so). */
function suggestion(heading: string, articles: Parameters<typeof toItem>[0][]): SuggestedArticles {
  return { heading, articles: articles.map(toItem), hasPromotion: hasPromotion(articles) };
}

async function suggestedArticles(deps: Pick<Deps, 'db' | 'publicCache'>): Promise<SuggestedArticles> {
  const ranked = await listPeriodTrending(deps, { period: 'month', limit: SUGGESTED_ON_NOT_FOUND });
  if (ranked.articles.length > 0) return suggestion('よく読まれている記事', ranked.articles);
  const newest = await listPublicArticles(deps, { page: 1, per: SUGGESTED_ON_NOT_FOUND });
  return suggestion('新着記事', newest.articles);
}

/** The 404 to throw from a site loader (status 404, rendered inside the site's header and footer). */
export async function notFoundPage(deps: Pick<Deps, 'db' | 'publicCache'>) {
  return data({ suggested: await suggestedArticles(deps) }, { status: 404 });
}

function isNotFound(error: unknown): boolean {
  return (
    (error instanceof Response && error.status === 404) || (error instanceof AppError && error.code === 'not_found')
  );
}

/**
 * Wraps a site loader so every way it answers 404 (a bad id, an unknown slug, a service's not-found,
 * a page past the end) becomes the site's 404 page. Other errors and redirects pass through.
 */
export function withNotFoundPage<Args extends { context: Readonly<RouterContextProvider> }, Result>(
  loader: (args: Args) => Promise<Result>,
): (args: Args) => Promise<Result> {
  return async (args) => {
    try {
      return await loader(args);
    } catch (error) {
      if (isNotFound(error)) throw await notFoundPage(getDeps(args.context));
      throw error;
    }
  };
}

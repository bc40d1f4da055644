// Kept only for page loaders that still import from here (home, writer): each feed now has its own file.
import type { Deps } from '../../deps.ts';
import { listHighlightedArticles } from './highlights.ts';

export { listArticlesByWriter } from './public-writer-articles.ts';
export { listTrendingByTags } from './trending-articles.ts';

/** @deprecated use `listHighlightedArticles(deps, { limit })` from highlights.ts. */
export function listHighlights(deps: Pick<Deps, 'db'>, limit: number) {
  return listHighlightedArticles(deps, { limit });
}
